import { emailVerificationLink, emailVerificationMail } from './email-verification';

const input = {
  publicOrigin: 'https://groupmap.example',
  token: 'abc_DEF-123',
  reason: 'change' as const,
  validForSeconds: 24 * 60 * 60,
};

describe('the e-mail verification mail', () => {
  it('links to the verify page of the public origin with the token', () => {
    expect(emailVerificationLink('https://groupmap.example', 'abc_DEF-123')).toBe(
      'https://groupmap.example/verify-email?token=abc_DEF-123',
    );
    expect(emailVerificationLink('http://localhost:8080/', 'abc')).toBe(
      'http://localhost:8080/verify-email?token=abc',
    );
  });

  it('names the product, the link and how long it works, in plain text and HTML', () => {
    const mail = emailVerificationMail(input);
    expect(mail.subject).toBe('Verify your email address | Groupmap');
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('https://groupmap.example/verify-email?token=abc_DEF-123');
      expect(part).toContain('This address was given as the new email address of a Groupmap account.');
      expect(part).toContain('The account keeps its current address until the link is opened.');
      expect(part).toContain('within 24 hours');
      expect(part).toContain('Groupmap');
    }
  });

  it('welcomes a new account, and answers "Resend" in its own words', () => {
    expect(emailVerificationMail({ ...input, reason: 'registration' }).text).toContain(
      'Welcome to Groupmap! An account was registered with this email address.',
    );
    expect(emailVerificationMail({ ...input, reason: 'resend' }).text).toContain('Here is a new link');
  });

  it('carries no text a user wrote: the address is not proved to be theirs yet (issue 21)', () => {
    // The mail's input has no username, map name or other free text: only the origin and the token.
    expect(Object.keys(input).sort()).toEqual(['publicOrigin', 'reason', 'token', 'validForSeconds']);
  });

  it('says the validity the configuration gives', () => {
    expect(emailVerificationMail({ ...input, validForSeconds: 3 * 24 * 60 * 60 }).text).toContain(
      'within 3 days',
    );
  });
});
