import { createLogger, hashSessionSecret, newSessionSecret } from '@groupmap/svc-kit';
import { startSecuredNats, type SecuredNats } from '@groupmap/svc-kit/testing';
import type { NatsConnection } from 'nats';
import { createAuthSessionClient } from '../src/session/auth-session-client';
import { startGatewaySessions } from '../src/session/gateway-sessions';
import { startFakeAuth, type FakeAuth } from './support/fake-auth';

const logger = createLogger({ name: 'gateway-test', level: 'silent' });
let bus: SecuredNats;
let gatewayNc: NatsConnection;
let authNc: NatsConnection;
let auth: FakeAuth;

beforeAll(async () => {
  bus = await startSecuredNats(process.env.EVENTS_PREFIX ?? 'test');
  gatewayNc = await bus.connectAs('gateway', logger);
  authNc = await bus.connectAs('auth', logger);
  auth = await startFakeAuth(authNc, bus.prefix);
}, 30_000);

/** Stops auth, both connections and the server, after which every violation it logged has been read. */
let stopped = false;
async function shutDown(): Promise<void> {
  if (stopped) return;
  stopped = true;
  await auth?.stop();
  for (const nc of [gatewayNc, authNc]) if (nc && !nc.isClosed()) await nc.drain();
  await bus?.stop();
}

afterAll(shutDown);

describe('the gateway under its own NATS credentials', () => {
  it('asks auth about sessions and follows its session events with no permission violation', async () => {
    const sessions = await startGatewaySessions({
      nc: gatewayNc,
      prefix: bus.prefix,
      cacheTtlMs: 1_000,
      rpcTimeoutMs: 2_000,
      logger,
    });
    const client = createAuthSessionClient({ nc: gatewayNc, prefix: bus.prefix, timeoutMs: 2_000 });
    const seeded = auth.addSession();
    await expect(client.resolve(hashSessionSecret(seeded.secret))).resolves.toMatchObject({
      publicId: seeded.publicId,
    });
    await expect(client.create(hashSessionSecret(newSessionSecret()), '203.0.113.7')).resolves.toMatchObject({
      session: { userId: null },
    });
    expect(auth.calls).toEqual({ resolve: 1, create: 1 });
    await sessions.stop();

    await shutDown();
    expect(bus.violations()).toEqual([]);
  }, 30_000);
});
