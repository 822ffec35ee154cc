import { emailChangedMail } from './email-changed';

describe('the e-mail changed notice', () => {
  const mail = emailChangedMail({
    publicOrigin: 'https://groupmap.example/',
    change: { username: 'alice', newEmail: 'alice@new.example' },
  });

  it('tells a verified old address which account changed to which address, in plain text and HTML', () => {
    expect(mail.subject).toBe('Your email address was changed | Groupmap');
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('The email address of the account alice was changed to alice@new.example.');
      expect(part).toContain('https://groupmap.example');
    }
  });

  it('names neither the account nor the new address to an old address that was never verified', () => {
    const generic = emailChangedMail({ publicOrigin: 'https://groupmap.example/', change: null });
    expect(generic.text).toContain(
      'The email address of a https://groupmap.example account that used this address was changed.',
    );
    expect(generic.text).not.toContain('alice');
  });

  it('carries no link to act on: a notice must not become a phishing template', () => {
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).not.toContain('?token=');
  });
});
