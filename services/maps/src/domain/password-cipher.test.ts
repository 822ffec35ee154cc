import { createPasswordCipher } from './password-cipher';

const cipher = createPasswordCipher('a-test-secret-that-is-long-enough-1234');

it('decrypts what it encrypted, and never stores the password readable', () => {
  const stored = cipher.encrypt('open sesame');
  expect(stored).not.toContain('open sesame');
  expect(cipher.decrypt(stored)).toBe('open sesame');
  expect(cipher.encrypt('open sesame')).not.toBe(stored);
});

it('matches only the exact password', () => {
  const stored = cipher.encrypt('open sesame');
  expect(cipher.matches(stored, 'open sesame')).toBe(true);
  expect(cipher.matches(stored, 'open sesame ')).toBe(false);
  expect(cipher.matches(stored, '')).toBe(false);
});

it('refuses a ciphertext made with another key', () => {
  const other = createPasswordCipher('another-secret-that-is-long-enough-5678');
  expect(() => cipher.decrypt(other.encrypt('x'))).toThrow();
});
