import { messages } from '@groupmap/contracts';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startFakeRealtime, type FakeRealtime } from './support/fake-realtime';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { attemptUpgrade, refusedUpgrade, wsUrl } from './support/websocket-client';

const PUBLIC_ORIGIN = 'https://groupmap.example';

let platform: EchoPlatform;
let realtime: FakeRealtime;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startEchoPlatform();
  realtime = await startFakeRealtime();
  gateway = await startGateway({ ...platform.env, REALTIME_URL: realtime.url, PUBLIC_ORIGIN });
});

afterAll(async () => {
  await gateway.close();
  await realtime.close();
  await platform.close();
});

const forbiddenAnswer = { status: 403, body: messages.forbidden, code: 'forbidden' };

describe('the Origin of a WebSocket handshake', () => {
  it('opens a socket for a page of our own origin, and realtime sees that Origin', async () => {
    const before = realtime.upgrades.length;
    expect(await attemptUpgrade(wsUrl(gateway.url), { Origin: PUBLIC_ORIGIN })).toBe('opened');
    expect(realtime.upgrades).toHaveLength(before + 1);
    expect(realtime.upgrades.at(-1)?.headers.origin).toBe(PUBLIC_ORIGIN);
  });

  it("refuses another site's page with 403 before asking auth or reaching realtime, cookie or not", async () => {
    const alice = gateway.auth!.addSession({ userId: 7, username: 'alice' });
    const upgrades = realtime.upgrades.length;
    const resolves = gateway.auth!.calls.resolve;
    for (const origin of [
      'https://evil.example',
      'null',
      'http://groupmap.example',
      `${PUBLIC_ORIGIN}:8443`,
    ]) {
      expect(await refusedUpgrade(wsUrl(gateway.url), { Origin: origin, Cookie: alice.cookie })).toEqual(
        forbiddenAnswer,
      );
    }
    expect(realtime.upgrades).toHaveLength(upgrades);
    expect(gateway.auth!.calls.resolve).toBe(resolves);
  });

  it('refuses a handshake without Origin, which no browser sends', async () => {
    const upgrades = realtime.upgrades.length;
    expect(await refusedUpgrade(wsUrl(gateway.url))).toEqual(forbiddenAnswer);
    expect(realtime.upgrades).toHaveLength(upgrades);
  });

  it('still answers 404 outside /ws/* whatever the Origin', async () => {
    expect(await refusedUpgrade(wsUrl(gateway.url, '/api/maps'), { Origin: PUBLIC_ORIGIN })).toEqual({
      status: 404,
      body: messages.notFound,
      code: 'not_found',
    });
  });
});
