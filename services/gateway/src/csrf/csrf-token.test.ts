import { createHmac } from 'node:crypto';
import { csrfTokenFor, csrfTokensEqual } from './csrf-token';

describe('csrfTokenFor', () => {
  it('is the base64url HMAC-SHA256 of the public id under the secret', () => {
    const expected = createHmac('sha256', 'k'.repeat(32)).update('pub-1').digest('base64url');
    expect(csrfTokenFor('k'.repeat(32), 'pub-1')).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differs per session and per secret', () => {
    const token = csrfTokenFor('a'.repeat(32), 'pub-1');
    expect(csrfTokenFor('a'.repeat(32), 'pub-2')).not.toBe(token);
    expect(csrfTokenFor('b'.repeat(32), 'pub-1')).not.toBe(token);
  });
});

describe('csrfTokensEqual', () => {
  it('accepts only the identical token, whatever the length of the candidate', () => {
    const token = csrfTokenFor('a'.repeat(32), 'pub-1');
    expect(csrfTokensEqual(token, token)).toBe(true);
    expect(csrfTokensEqual(token, `${token}x`)).toBe(false);
    expect(csrfTokensEqual(token, token.slice(1))).toBe(false);
    expect(csrfTokensEqual(token, '')).toBe(false);
    expect(csrfTokensEqual(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });
});
