import { IDENTITY_HEADER, verifyIdentityToken } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { IncomingMessage } from 'node:http';
import { createIdentityForwarder, type ForwardedIdentity } from './forward-identity';

const session = { publicId: 'sess-1', userId: 7, username: 'alice' } as ForwardedIdentity['session'];

function forwarder() {
  let now = 1_000_000;
  const forward = createIdentityForwarder({ privateKey: testIdentityKeys.privateKey, clock: () => now });
  const tokenFor = (identity: ForwardedIdentity) => {
    const req = { headers: { cookie: 'secret', [IDENTITY_HEADER]: 'forged' } } as unknown as IncomingMessage;
    forward(req, identity);
    expect(req.headers.cookie).toBeUndefined();
    return req.headers[IDENTITY_HEADER] as string | undefined;
  };
  return { tokenFor, advance: (ms: number) => (now += ms), kept: () => forward.keptTokens() };
}

describe('createIdentityForwarder', () => {
  it('reuses one signed token for a session, IP and service for 30 s, then signs a new one', () => {
    const { tokenFor, advance } = forwarder();
    const asAlice = { session, ip: '203.0.113.9', audience: 'maps' } as const;
    const first = tokenFor(asAlice);
    expect(verifyIdentityToken(testIdentityKeys.publicKey, first, 'maps', 'req-1')).toEqual({
      userId: 7,
      username: 'alice',
      sessionId: 'sess-1',
      ip: '203.0.113.9',
      requestId: 'req-1',
    });
    advance(29_000);
    expect(tokenFor(asAlice)).toBe(first);
    advance(1_000);
    expect(tokenFor(asAlice)).not.toBe(first);
  });

  it('signs another token for another service, IP, session or account name, and none for a static server', () => {
    const { tokenFor } = forwarder();
    const base = { session, ip: '203.0.113.9', audience: 'maps' } as const;
    const tokens = new Set([
      tokenFor(base),
      tokenFor({ ...base, audience: 'auth' }),
      tokenFor({ ...base, ip: '203.0.113.10' }),
      tokenFor({ ...base, session: null }),
      tokenFor({ ...base, session: { ...session!, username: 'alice2' } }),
    ]);
    expect(tokens.size).toBe(5);
    expect(tokenFor({ ...base, audience: null })).toBeUndefined();
  });

  it('lets go of tokens past their reuse, not only at the count bound (issue 29)', () => {
    const { tokenFor, advance, kept } = forwarder();
    for (let index = 0; index < 10; index += 1)
      tokenFor({ session, ip: `203.0.113.${index}`, audience: 'maps' });
    expect(kept()).toBe(10);
    advance(30_001);
    tokenFor({ session, ip: '198.51.100.1', audience: 'maps' });
    expect(kept()).toBe(1);
  });
});
