import { generateIdentityKeyPair } from './key-pair';
import { signIdentity } from './sign-identity';
import { rememberedTokenCount, verifyIdentityToken } from './verify-identity';

const keys = generateIdentityKeyPair();
const otherKeys = generateIdentityKeyPair();
const visitor = { userId: null, username: null, sessionId: 'sess-9', ip: '203.0.113.4' };
const now = Date.now();

describe('verifyIdentityToken of a token reused for a session’s requests (issue 27)', () => {
  it('takes the request id from beside the token when the token has none, for each request', () => {
    const token = signIdentity(keys.privateKey, visitor, { audience: 'maps' });
    expect(verifyIdentityToken(keys.publicKey, token, 'maps', 'req-1', now)).toEqual({
      ...visitor,
      requestId: 'req-1',
    });
    // Remembered: the next request's id, the same identity.
    expect(verifyIdentityToken(keys.publicKey, token, 'maps', 'req-2', now)).toEqual({
      ...visitor,
      requestId: 'req-2',
    });
  });

  it('keeps a minted token’s own request id', () => {
    const token = signIdentity(keys.privateKey, { ...visitor, requestId: 'minted' }, { audience: 'maps' });
    expect(verifyIdentityToken(keys.publicKey, token, 'maps', 'header-id', now)?.requestId).toBe('minted');
  });

  it('refuses a remembered token once it expired, for another service, or under another key', () => {
    const token = signIdentity(keys.privateKey, visitor, { audience: 'maps', expiresInSeconds: 60 });
    expect(verifyIdentityToken(keys.publicKey, token, 'maps', 'r', now)).not.toBeNull();
    expect(verifyIdentityToken(keys.publicKey, token, 'auth', 'r', now)).toBeNull();
    expect(verifyIdentityToken(otherKeys.publicKey, token, 'maps', 'r', now)).toBeNull();
    // exp is 60 s away and 5 s of skew are tolerated: 66 s on, the remembered token is refused.
    expect(verifyIdentityToken(keys.publicKey, token, 'maps', 'r', now + 66_000)).toBeNull();
    expect(verifyIdentityToken(keys.publicKey, token, 'maps', 'r', now + 66_000)).toBeNull();
  });
});

describe('the verified tokens remembered (issue 29)', () => {
  it('are only those still accepted: expired ones go as new ones arrive', () => {
    const ownKeys = generateIdentityKeyPair();
    const verifyAt = (at: number, sessionId: string) => {
      const token = signIdentity(ownKeys.privateKey, { ...visitor, sessionId }, { audience: 'maps' });
      expect(verifyIdentityToken(ownKeys.publicKey, token, 'maps', 'r', at)).not.toBeNull();
    };
    for (let index = 0; index < 20; index += 1) verifyAt(now, `early-${index}`);
    expect(rememberedTokenCount(ownKeys.publicKey)).toBe(20);
    // Past the first twenty's expiry (60 s and 5 s of skew), each new token finds them expired.
    const later = now + 120_000;
    const laterToken = (sessionId: string) =>
      signIdentity(
        ownKeys.privateKey,
        { ...visitor, sessionId },
        { audience: 'maps', expiresInSeconds: 200 },
      );
    expect(verifyIdentityToken(ownKeys.publicKey, laterToken('late-1'), 'maps', 'r', later)).not.toBeNull();
    expect(verifyIdentityToken(ownKeys.publicKey, laterToken('late-2'), 'maps', 'r', later)).not.toBeNull();
    expect(rememberedTokenCount(ownKeys.publicKey)).toBe(2);
  });
});
