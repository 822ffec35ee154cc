import { hashSessionSecret, newSessionSecret } from './session-secret';

describe('session secrets', () => {
  it('makes a new 32-byte base64url secret every time', () => {
    const secrets = new Set(Array.from({ length: 100 }, newSessionSecret));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });

  it('hashes a secret to the SHA-256 hex the contracts expect', () => {
    expect(hashSessionSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
