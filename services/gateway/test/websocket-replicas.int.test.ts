import { messages } from '@groupmap/contracts';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startFakeRealtime, type FakeRealtime } from './support/fake-realtime';
import { unusedUrl } from './support/fake-upstream';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { attemptUpgrade, connect, wsUrl } from './support/websocket-client';

let platform: EchoPlatform;

beforeAll(async () => {
  platform = await startEchoPlatform();
});

afterAll(async () => {
  await platform.close();
});

const unavailable = { status: 503, body: messages.serviceUnavailable, code: 'service_unavailable' };

/**
 * Makes one handshake through the gateway and says where it went: the name of the replica whose
 * upgrade count grew, or how it was refused.
 */
async function handshake(gateway: RunningGateway, replicas: Record<string, FakeRealtime>) {
  const before = Object.fromEntries(Object.entries(replicas).map(([name, r]) => [name, r.upgrades.length]));
  const outcome = await attemptUpgrade(wsUrl(gateway.url), { Origin: gateway.config.publicOrigin });
  if (outcome !== 'opened') return outcome;
  const reached = Object.keys(replicas).filter((name) => replicas[name]!.upgrades.length > before[name]!);
  return reached.length === 1 ? reached[0] : `reached ${reached.length} replicas`;
}

describe('WebSocket upgrades over several realtime replicas (REALTIME_URLS)', () => {
  let a: FakeRealtime;
  let b: FakeRealtime;
  let gateway: RunningGateway;

  beforeEach(async () => {
    a = await startFakeRealtime();
    b = await startFakeRealtime();
    gateway = await startGateway({ ...platform.env, REALTIME_URLS: `${a.url},${b.url}` });
  });

  afterEach(async () => {
    await gateway.close();
    await Promise.all([a.close(), b.close()]);
  });

  it('spreads upgrades over the replicas in turn', async () => {
    const replicas = { a, b };
    const went = [];
    for (let i = 0; i < 4; i += 1) went.push(await handshake(gateway, replicas));
    expect(went).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sends the viewers of a replica that died to the live one', async () => {
    const replicas = { a, b };
    const onA = connect(wsUrl(gateway.url), { Origin: gateway.config.publicOrigin });
    await onA.opened;
    const onB = connect(wsUrl(gateway.url), { Origin: gateway.config.publicOrigin });
    await onB.opened;
    expect([a.upgrades.length, b.upgrades.length]).toEqual([1, 1]);

    const cutOff = new Promise((resolve) => onB.socket.once('close', resolve));
    await b.close();
    await cutOff;

    // b's turn comes once more: that handshake meets the refused connection and answers 503 (the
    // client reconnects with backoff); from then on b is passed over and every upgrade goes to a.
    const went = [];
    for (let i = 0; i < 5; i += 1) went.push(await handshake(gateway, replicas));
    expect(went).toEqual(['a', unavailable, 'a', 'a', 'a']);
    expect(onA.socket.readyState).toBe(onA.socket.OPEN);
    onA.socket.close();
  });
});

describe('WebSocket upgrades when the first listed replica is down from the start', () => {
  it('answers the one handshake that met it with 503, then sends every upgrade to the live one', async () => {
    const live = await startFakeRealtime();
    const gateway = await startGateway({
      ...platform.env,
      REALTIME_URLS: `${await unusedUrl()},${live.url}`,
    });
    try {
      const went = [];
      for (let i = 0; i < 4; i += 1) went.push(await handshake(gateway, { live }));
      expect(went).toEqual([unavailable, 'live', 'live', 'live']);
    } finally {
      await gateway.close();
      await live.close();
    }
  });
});
