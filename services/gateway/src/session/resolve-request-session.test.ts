import type { ResolvedSession } from '@groupmap/contracts';
import { createLogger, RpcError } from '@groupmap/svc-kit';
import type { AuthSessionClient } from './auth-session-client';
import { createSessionResolver } from './resolve-request-session';
import { SessionCache } from './session-cache';
import { hashSessionSecret } from './session-secret';

const logger = createLogger({ name: 'test', level: 'silent' });
const alice: ResolvedSession = { publicId: 'pub-a', userId: 7, username: 'alice' };
const fresh: ResolvedSession = { publicId: 'pub-new', userId: null, username: null };

/** An auth that knows the secrets given, creates `fresh` sessions, or is down. */
function fakeClient(known: Record<string, ResolvedSession>, down = false) {
  const byHash = new Map(
    Object.entries(known).map(([secret, session]) => [hashSessionSecret(secret), session]),
  );
  const client = {
    resolve: jest.fn(async (hash: string) => {
      if (down) throw new RpcError('no-responder', 'nothing answers');
      return byHash.get(hash) ?? null;
    }),
    create: jest.fn(async (hash: string) => {
      if (down) throw new RpcError('no-responder', 'nothing answers');
      byHash.set(hash, fresh);
      return fresh;
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
    const outcome = await resolverWith(client)({ cookie: 'session_id=secret-a' }, { create: true });
    expect(outcome).toEqual({ kind: 'session', session: alice, secretHash: hashSessionSecret('secret-a') });
    expect(client.resolve).toHaveBeenCalledWith(hashSessionSecret('secret-a'));
    expect(client.create).not.toHaveBeenCalled();
  });

  it('creates a session with a new secret for a missing or unknown cookie', async () => {
    const client = fakeClient({});
    const resolve = resolverWith(client);
    for (const headers of [{}, { cookie: 'session_id=unknown' }]) {
      const outcome = await resolve(headers, { create: true });
      if (outcome.kind !== 'session' || outcome.issuedSecret === undefined)
        throw new Error('no session issued');
      expect(outcome.session).toEqual(fresh);
      expect(outcome.secretHash).toBe(hashSessionSecret(outcome.issuedSecret));
      expect(client.create).toHaveBeenLastCalledWith(outcome.secretHash);
    }
    expect(client.create).toHaveBeenCalledTimes(2);
  });

  it('creates nothing when not asked to, and reports auth being down', async () => {
    expect(await resolverWith(fakeClient({}))({ cookie: 'session_id=unknown' }, { create: false })).toEqual({
      kind: 'none',
    });
    const down = resolverWith(fakeClient({}, true));
    expect(await down({ cookie: 'session_id=x' }, { create: true })).toEqual({ kind: 'unavailable' });
    expect(await down({}, { create: true })).toEqual({ kind: 'unavailable' });
  });

  it('lets any other failure through as a bug', async () => {
    const client = fakeClient({});
    client.resolve.mockRejectedValueOnce(new TypeError('bug'));
    await expect(resolverWith(client)({ cookie: 'session_id=x' }, { create: true })).rejects.toThrow('bug');
  });
});
