import { resolveSessionRequestSchema } from '@groupmap/contracts';
import { hashSessionSecret, newSessionSecret } from './session-secret';

describe('session secrets', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const secret = newSessionSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(newSessionSecret()).not.toBe(secret);
  });

  it('hash to the SHA-256 hex the auth RPC contract expects', () => {
    expect(hashSessionSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(
      resolveSessionRequestSchema.parse({ secretHash: hashSessionSecret(newSessionSecret()) }),
    ).toBeTruthy();
  });

  it('makes a new 32-byte base64url secret every time (auth rotates them with this helper too)', () => {
    const secrets = new Set(Array.from({ length: 100 }, newSessionSecret));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });
});
