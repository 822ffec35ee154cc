import type { ResolvedSession } from '@groupmap/contracts';
import { createLogger, hashSessionSecret, RpcError } from '@groupmap/svc-kit';
import type { AuthSessionClient } from './auth-session-client';
import { createSessionResolver } from './resolve-request-session';
import { SessionCache } from './session-cache';

const logger = createLogger({ name: 'test', level: 'silent' });
const alice: ResolvedSession = { publicId: 'pub-a', userId: 7, username: 'alice' };
const fresh: ResolvedSession = { publicId: 'pub-new', userId: null, username: null };

/** An auth that knows the secrets given, creates `fresh` sessions (or refuses to), or is down. */
function fakeClient(known: Record<string, ResolvedSession>, down = false, refuseCreation = false) {
  const byHash = new Map(
    Object.entries(known).map(([secret, session]) => [hashSessionSecret(secret), session]),
  );
  const client = {
    resolve: jest.fn(async (hash: string) => {
      if (down) throw new RpcError('no-responder', 'nothing answers');
      return byHash.get(hash) ?? null;
    }),
    create: jest.fn(async (hash: string, _ip: string) => {
      if (down) throw new RpcError('no-responder', 'nothing answers');
      if (refuseCreation) return { session: null, retryAfterSeconds: 120 };
      byHash.set(hash, fresh);
      return { session: fresh };
    }),
  } satisfies AuthSessionClient;
  return client;
}

function resolverWith(client: AuthSessionClient) {
  return createSessionResolver({ client, cache: new SessionCache({ ttlMs: 3_000 }), logger });
}

describe('resolving the session of a request', () => {
  it("finds the session of a known cookie by its secret's hash", async () => {
    const client = fakeClient({ 'secret-a': alice });
    const outcome = await resolverWith(client)(
      { cookie: 'session_id=secret-a' },
      { createForIp: '203.0.113.9' },
    );
    expect(outcome).toEqual({ kind: 'session', session: alice, secretHash: hashSessionSecret('secret-a') });
    expect(client.resolve).toHaveBeenCalledWith(hashSessionSecret('secret-a'));
    expect(client.create).not.toHaveBeenCalled();
  });

  it('creates a session with a new secret for a missing or unknown cookie', async () => {
    const client = fakeClient({});
    const resolve = resolverWith(client);
    for (const headers of [{}, { cookie: 'session_id=unknown' }]) {
      const outcome = await resolve(headers, { createForIp: '203.0.113.9' });
      if (outcome.kind !== 'session' || outcome.issuedSecret === undefined)
        throw new Error('no session issued');
      expect(outcome.session).toEqual(fresh);
      expect(outcome.secretHash).toBe(hashSessionSecret(outcome.issuedSecret));
      expect(client.create).toHaveBeenLastCalledWith(outcome.secretHash, '203.0.113.9');
    }
    expect(client.create).toHaveBeenCalledTimes(2);
  });

  it('creates nothing when not asked to, and reports auth being down', async () => {
    const client = fakeClient({});
    expect(await resolverWith(client)({ cookie: 'session_id=unknown' }, {})).toEqual({ kind: 'none' });
    expect(client.create).not.toHaveBeenCalled();
    const down = resolverWith(fakeClient({}, true));
    expect(await down({ cookie: 'session_id=x' }, { createForIp: '203.0.113.9' })).toEqual({
      kind: 'unavailable',
    });
    expect(await down({}, { createForIp: '203.0.113.9' })).toEqual({ kind: 'unavailable' });
  });

  it('reports a creation auth refused for the client IP, with when to retry', async () => {
    const resolve = resolverWith(fakeClient({}, false, true));
    expect(await resolve({}, { createForIp: '203.0.113.9' })).toEqual({
      kind: 'refused',
      retryAfterSeconds: 120,
    });
  });

  it('lets any other failure through as a bug', async () => {
    const client = fakeClient({});
    client.resolve.mockRejectedValueOnce(new TypeError('bug'));
    await expect(
      resolverWith(client)({ cookie: 'session_id=x' }, { createForIp: '203.0.113.9' }),
    ).rejects.toThrow('bug');
  });
});
