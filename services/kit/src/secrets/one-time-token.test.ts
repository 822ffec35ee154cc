import { createHash } from 'node:crypto';
import { hashOneTimeToken, newOneTimeToken, ONE_TIME_TOKEN_PATTERN } from './one-time-token';

describe('one-time tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newOneTimeToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(ONE_TIME_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 hex, never as themselves', () => {
    const token = newOneTimeToken();
    const hash = hashOneTimeToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });
});
