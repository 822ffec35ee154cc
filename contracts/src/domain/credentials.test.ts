import {
  hasSubscribableEmail,
  usernameKey,
  validateEmail,
  validatePassword,
  validateUsername,
} from './credentials';

describe('account rules', () => {
  it('requires usernames of at least 3 characters', () => {
    expect(validateUsername('ab')).toBe('Username must be at least 3 characters');
    expect(validateUsername('  ab  ')).toBe('Username must be at least 3 characters');
    expect(validateUsername('abc')).toBeNull();
    expect(validateUsername('a'.repeat(51))).toBe('Username must be 50 characters or less');
  });

  it('requires passwords of at least 6 characters and caps their length', () => {
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('x'.repeat(129))).toBe('Password must be 128 characters or less');
  });

  it('accepts ordinary addresses and refuses malformed ones with the spec message', () => {
    for (const ok of ['ann@example.com', 'first.last+maps@sub.example.co.uk', "o'neil@example.org"]) {
      expect(validateEmail(ok)).toBeNull();
    }
    for (const bad of [
      '',
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann @example.com',
      'a..b@example.com',
    ]) {
      expect(validateEmail(bad)).toBe('Invalid email address');
    }
    expect(validateEmail(`${'a'.repeat(250)}@example.com`)).toBe('Invalid email address');
  });

  it('lets a user subscribe only with an e-mail containing an @', () => {
    expect(hasSubscribableEmail('ann@example.com')).toBe(true);
    expect(hasSubscribableEmail('ann')).toBe(false);
    expect(hasSubscribableEmail(null)).toBe(false);
  });
});

describe('usernameKey', () => {
  it('gives every spelling of one name one key: case, compatibility forms, a dotted capital I', () => {
    for (const spelling of ['alice', 'Alice', 'ALICE', 'ＡＬＩＣＥ', 'alİce', 'ALİCE', '  alice ']) {
      expect(usernameKey(spelling)).toBe('alice');
    }
    expect(usernameKey('ﬁona')).toBe('fiona');
  });

  it('keeps names apart that differ in more than case or form', () => {
    expect(usernameKey('alice')).not.toBe(usernameKey('alicé'));
    expect(usernameKey('Jörg')).toBe('jörg');
    expect(usernameKey('ΣΑΣ')).toBe('σασ');
  });
});
