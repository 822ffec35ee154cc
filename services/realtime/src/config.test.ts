import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { liveLimitsOf, loadRealtimeConfig, presenceTimingOf, realtimeConfigSchema } from './config';

const load = (env: Record<string, string> = {}) =>
  loadRealtimeConfig({ IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey, ...env });

describe('realtime configuration', () => {
  it('caps sockets per IP at least ten times per session by default (shared IPs)', () => {
    const config = load();
    expect(config.LIVE_IP_SOCKET_LIMIT).toBeGreaterThanOrEqual(10 * config.LIVE_SESSION_SOCKET_LIMIT);
    expect(liveLimitsOf(config)).toEqual({
      messageRateLimit: 20,
      messageRateWindowMs: 10_000,
      sessionSocketLimit: 20,
      ipSocketLimit: 2_000,
      sendBufferMaxBytes: 1024 * 1024,
      heartbeatIntervalMs: 30_000,
      catchUpWindowMs: 600_000,
      cookielessIpSocketLimit: 200,
    });
  });

  it('reads no DATABASE_URL: realtime keeps nothing in Postgres', () => {
    expect(Object.keys(realtimeConfigSchema.shape)).not.toContain('DATABASE_URL');
    // Not even checked: a value that is no postgres:// URL is ignored, not refused.
    expect(load({ DATABASE_URL: 'not a url' })).not.toHaveProperty('DATABASE_URL');
  });

  it('keeps a replica’s presence counts for several announcement intervals by default', () => {
    const timing = presenceTimingOf(load());
    expect(timing.ttlMs).toBeGreaterThanOrEqual(3 * timing.announceIntervalMs);
  });

  it('takes raised limits from the environment (the benchmark’s), and refuses nonsense', () => {
    expect(load({ LIVE_IP_SOCKET_LIMIT: '20000' }).LIVE_IP_SOCKET_LIMIT).toBe(20_000);
    expect(() => load({ LIVE_HEARTBEAT_INTERVAL_MS: '0' })).toThrow(/LIVE_HEARTBEAT_INTERVAL_MS/);
    expect(load({}).LIVE_CATCH_UP_WINDOW_MS).toBe(600_000);
    expect(liveLimitsOf(load({ LIVE_CATCH_UP_WINDOW_MS: '5000' })).catchUpWindowMs).toBe(5_000);
  });
});
