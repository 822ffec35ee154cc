import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';
import {
  DEFAULT_LIVE_LIMITS,
  DEFAULT_PRESENCE_TIMING,
  type LiveLimits,
  type PresenceTiming,
} from './live/live-limits';

const DEFAULT_PORT = 4003;

/** A positive whole number read from the environment, with its default. */
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every variable the realtime service reads (the common ones are in docs/interfaces.md) but
 * DATABASE_URL: it keeps nothing in Postgres and never connects to it.
 */
export const realtimeConfigSchema = baseServiceSchema.omit({ DATABASE_URL: true }).extend({
  PORT: portSchema(DEFAULT_PORT),
  // Live channel limits (live/live-limits.ts). Per replica; the per-IP cap stays at least ten times
  // the per-session one (architecture.md, Limits sized for a shared IP); the benchmark raises both.
  // Messages a socket may send per window before it is closed with 1008 (clients have nothing to say).
  LIVE_MESSAGE_RATE_LIMIT: count(DEFAULT_LIVE_LIMITS.messageRateLimit),
  LIVE_MESSAGE_RATE_WINDOW_MS: count(DEFAULT_LIVE_LIMITS.messageRateWindowMs),
  // Open sockets per visitor session (its tabs) and per client IP (IPv6 by its /64): 429 beyond.
  LIVE_SESSION_SOCKET_LIMIT: count(DEFAULT_LIVE_LIMITS.sessionSocketLimit),
  LIVE_IP_SOCKET_LIMIT: count(DEFAULT_LIVE_LIMITS.ipSocketLimit),
  // Of those, sockets without a visitor session (no cookie) per client IP.
  LIVE_COOKIELESS_IP_SOCKET_LIMIT: count(DEFAULT_LIVE_LIMITS.cookielessIpSocketLimit),
  // Bytes waiting to be sent to one socket beyond which it is cut off as a slow consumer.
  LIVE_SEND_BUFFER_MAX_BYTES: count(DEFAULT_LIVE_LIMITS.sendBufferMaxBytes),
  // Ping interval; a socket that did not answer the previous ping is terminated.
  LIVE_HEARTBEAT_INTERVAL_MS: count(DEFAULT_LIVE_LIMITS.heartbeatIntervalMs),
  // A rejoining socket whose first missed change is older than this reloads the list instead of
  // catching up change by change.
  LIVE_CATCH_UP_WINDOW_MS: count(DEFAULT_LIVE_LIMITS.catchUpWindowMs),
  // Presence: sockets hear a new count at most once per debounce; each replica announces all its
  // counts every interval, and drops another replica's counts not announced again within the TTL
  // (keep it a few intervals long).
  LIVE_PRESENCE_DEBOUNCE_MS: count(DEFAULT_PRESENCE_TIMING.debounceMs),
  LIVE_PRESENCE_ANNOUNCE_INTERVAL_MS: count(DEFAULT_PRESENCE_TIMING.announceIntervalMs),
  LIVE_PRESENCE_TTL_MS: count(DEFAULT_PRESENCE_TIMING.ttlMs),
});

export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadRealtimeConfig(env: Record<string, string | undefined> = process.env): RealtimeConfig {
  return loadConfig(realtimeConfigSchema, env);
}

/** The live channel's limits as configured. */
export function liveLimitsOf(config: RealtimeConfig): LiveLimits {
  return {
    messageRateLimit: config.LIVE_MESSAGE_RATE_LIMIT,
    messageRateWindowMs: config.LIVE_MESSAGE_RATE_WINDOW_MS,
    sessionSocketLimit: config.LIVE_SESSION_SOCKET_LIMIT,
    ipSocketLimit: config.LIVE_IP_SOCKET_LIMIT,
    cookielessIpSocketLimit: config.LIVE_COOKIELESS_IP_SOCKET_LIMIT,
    sendBufferMaxBytes: config.LIVE_SEND_BUFFER_MAX_BYTES,
    heartbeatIntervalMs: config.LIVE_HEARTBEAT_INTERVAL_MS,
    catchUpWindowMs: config.LIVE_CATCH_UP_WINDOW_MS,
  };
}

/** How presence is shared and sent, as configured. */
export function presenceTimingOf(config: RealtimeConfig): PresenceTiming {
  return {
    debounceMs: config.LIVE_PRESENCE_DEBOUNCE_MS,
    announceIntervalMs: config.LIVE_PRESENCE_ANNOUNCE_INTERVAL_MS,
    ttlMs: config.LIVE_PRESENCE_TTL_MS,
  };
}
