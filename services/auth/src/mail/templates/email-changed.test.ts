import { emailChangedMail } from './email-changed';

describe('the e-mail changed notice', () => {
  const mail = emailChangedMail({
    publicOrigin: 'https://groupmap.example/',
    username: 'alice',
    newEmail: 'alice@new.example',
  });

  it('tells the old address which account changed to which address, in plain text and HTML', () => {
    expect(mail.subject).toBe('Your email address was changed | Groupmap');
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('The email address of the account alice was changed to alice@new.example.');
      expect(part).toContain('https://groupmap.example');
    }
  });

  it('carries no link to act on: a notice must not become a phishing template', () => {
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).not.toContain('?token=');
  });
});
