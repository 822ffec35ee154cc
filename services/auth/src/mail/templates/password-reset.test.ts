import { passwordResetLink, passwordResetMail } from './password-reset';

const input = {
  publicOrigin: 'https://groupmap.example',
  token: 'abc_DEF-123',
  username: 'alice',
  validForSeconds: 3600,
};

describe('the password reset mail', () => {
  it('links to the reset page of the public origin with the token', () => {
    expect(passwordResetLink('https://groupmap.example', 'abc_DEF-123')).toBe(
      'https://groupmap.example/reset-password?token=abc_DEF-123',
    );
    expect(passwordResetLink('http://localhost:8080/', 'abc')).toBe(
      'http://localhost:8080/reset-password?token=abc',
    );
  });

  it('names the product, the username, the link and how long it works, in plain text and HTML', () => {
    const mail = passwordResetMail(input);
    expect(mail.subject).toBe('Reset your password | Groupmap');
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('https://groupmap.example/reset-password?token=abc_DEF-123');
      expect(part).toContain('the account alice.');
      expect(part).toContain('within 1 hour');
      expect(part).toContain('Groupmap');
    }
  });

  it('says the validity the configuration gives', () => {
    expect(passwordResetMail({ ...input, validForSeconds: 1800 }).text).toContain('within 30 minutes');
  });
});
