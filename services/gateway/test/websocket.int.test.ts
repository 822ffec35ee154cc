import { IDENTITY_HEADER, verifyIdentityToken } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { messages } from '@groupmap/contracts';
import WebSocket from 'ws';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startFakeRealtime, type FakeRealtime } from './support/fake-realtime';
import { startSilentUpstream, unusedUrl, UPSTREAM_TIMEOUT_PAST_THE_TEST_MS } from './support/fake-upstream';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { connect, refusedUpgrade } from './support/websocket-client';
import { waitFor } from '@groupmap/svc-kit/testing';

let platform: EchoPlatform;
let realtime: FakeRealtime;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startEchoPlatform();
  realtime = await startFakeRealtime();
  gateway = await startGateway({ ...platform.env, REALTIME_URL: realtime.url });
});

afterAll(async () => {
  await gateway.close();
  await realtime.close();
  await platform.close();
});

/**
 * The headers of a handshake from one of our pages: browsers always send the page's Origin, and the
 * gateway refuses a handshake without ours. Every gateway here keeps the default PUBLIC_ORIGIN.
 */
function fromOurPage(headers: Record<string, string> = {}): Record<string, string> {
  return { Origin: gateway.config.publicOrigin, ...headers };
}

describe('WebSocket proxying', () => {
  it('upgrades /ws/map/test at realtime with a signed identity and carries messages both ways', async () => {
    const wsUrl = `${gateway.url.replace('http', 'ws')}/ws/map/test`;
    const { socket, received, opened } = connect(
      wsUrl,
      fromOurPage({ [IDENTITY_HEADER]: 'forged', 'x-forwarded-for': '1.2.3.4' }),
    );
    await opened;
    socket.send('hello');
    await waitFor('the echoed message', () => received.includes('echo:hello'));
    expect(received).toEqual(['welcome', 'echo:hello']);

    const upgrade = realtime.upgrades.at(-1);
    expect(upgrade?.url).toBe('/ws/map/test');
    expect(upgrade?.headers).not.toHaveProperty('x-forwarded-for');
    expect(upgrade?.headers).not.toHaveProperty('cookie');
    // The gateway's own request id goes beside the token (the token is reused per session, issue 27).
    const requestId = upgrade?.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const identity = verifyIdentityToken(
      testIdentityKeys.publicKey,
      upgrade?.headers[IDENTITY_HEADER] as string,
      'realtime',
      requestId,
    );
    expect(identity).toMatchObject({ userId: null, sessionId: null, ip: '127.0.0.1', requestId });
    socket.close();
  });

  it("upgrades with the signed-in user's identity from the session cookie, never creating a session", async () => {
    const alice = gateway.auth!.addSession({ userId: 7, username: 'alice' });
    const created = gateway.auth!.calls.create;
    const { socket, opened } = connect(
      `${gateway.url.replace('http', 'ws')}/ws/map/test`,
      fromOurPage({ Cookie: alice.cookie, [IDENTITY_HEADER]: 'forged' }),
    );
    await opened;
    const upgrade = realtime.upgrades.at(-1);
    expect(
      verifyIdentityToken(
        testIdentityKeys.publicKey,
        upgrade?.headers[IDENTITY_HEADER] as string,
        'realtime',
      ),
    ).toMatchObject({ userId: 7, username: 'alice', sessionId: alice.publicId });
    socket.close();

    const anonymous = connect(
      `${gateway.url.replace('http', 'ws')}/ws/map/test`,
      fromOurPage({ Cookie: 'session_id=unknown' }),
    );
    await anonymous.opened;
    expect(
      verifyIdentityToken(
        testIdentityKeys.publicKey,
        realtime.upgrades.at(-1)?.headers[IDENTITY_HEADER] as string,
        'realtime',
      ),
    ).toMatchObject({ userId: null, sessionId: null });
    expect(gateway.auth!.calls.create).toBe(created);
    anonymous.socket.close();
  });

  it('refuses an upgrade outside /ws/* with 404', async () => {
    const refused = await refusedUpgrade(`${gateway.url.replace('http', 'ws')}/api/maps`);
    expect(refused).toEqual({ status: 404, body: messages.notFound, code: 'not_found' });
  });

  it('ends proxied WebSockets when the gateway shuts down', async () => {
    const { socket, received, opened } = connect(
      `${gateway.url.replace('http', 'ws')}/ws/map/test`,
      fromOurPage(),
    );
    await opened;
    socket.send('before');
    await waitFor('the echoed message', () => received.includes('echo:before'));
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    gateway.gateway.closeWebSockets();
    // 1006: the gateway cut the connection (no close frame from realtime), so the client reconnects.
    expect(await closeCode).toBe(1006);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });
});

describe('WebSocket proxying with auth unavailable', () => {
  it('answers 503 text/plain, since the socket cannot be given its user', async () => {
    const down = await startGateway(
      { ...platform.env, REALTIME_URL: realtime.url, SESSION_RPC_TIMEOUT_MS: '300' },
      { auth: 'none' },
    );
    try {
      const refused = await refusedUpgrade(
        `${down.url.replace('http', 'ws')}/ws/map/test`,
        fromOurPage({ Cookie: 'session_id=some-secret' }),
      );
      expect(refused).toEqual({
        status: 503,
        body: messages.serviceUnavailable,
        code: 'service_unavailable',
      });
    } finally {
      await down.close();
    }
  });
});

describe('WebSocket proxying with realtime unavailable', () => {
  it('answers 503 text/plain at once when realtime is down, not after the upstream timeout', async () => {
    const down = await startGateway({
      ...platform.env,
      REALTIME_URL: await unusedUrl(),
      UPSTREAM_TIMEOUT_MS: UPSTREAM_TIMEOUT_PAST_THE_TEST_MS,
    });
    try {
      const refused = await refusedUpgrade(`${down.url.replace('http', 'ws')}/ws/map/test`, fromOurPage());
      expect(refused).toEqual({
        status: 503,
        body: messages.serviceUnavailable,
        code: 'service_unavailable',
      });
    } finally {
      await down.close();
    }
  });

  it('answers 504 when realtime accepts but never answers the upgrade', async () => {
    const silent = await startSilentUpstream();
    const hung = await startGateway({
      ...platform.env,
      REALTIME_URL: silent.url,
      UPSTREAM_TIMEOUT_MS: '300',
    });
    try {
      const refused = await refusedUpgrade(`${hung.url.replace('http', 'ws')}/ws/map/test`, fromOurPage());
      expect(refused).toEqual({
        status: 504,
        body: messages.serviceUnavailable,
        code: 'service_unavailable',
      });
    } finally {
      await hung.close();
      await silent.close();
    }
  });
});
