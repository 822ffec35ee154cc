import { editLinkMail } from './edit-link';

describe('editLinkMail', () => {
  const mail = editLinkMail({
    publicOrigin: 'https://maps.example.org',
    token: 'T'.repeat(43),
    validForSeconds: 7 * 24 * 3600,
  });

  it('has the issue’s subject, word for word, and the link to the Keep editing page', () => {
    expect(mail.subject).toBe('Keep editing your locations on Groupmap');
    expect(mail.text).toContain(`https://maps.example.org/keep-editing?token=${'T'.repeat(43)}`);
    expect(mail.text).toContain('within 7 days');
  });
});
