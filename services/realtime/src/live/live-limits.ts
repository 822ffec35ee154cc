/**
 * The live channel's limits (architecture.md, Limits sized for a shared IP): per-session caps do the
 * fine work, and the per-IP cap is at least ten times the per-session one, for a venue's shared Wi-Fi
 * or a carrier's NAT. The service reads them from its configuration (config.ts, .env.example); the
 * benchmark raises them there, tests shorten the timers.
 */
export interface LiveLimits {
  /** Messages a socket may send per window; one more closes it with 1008 (clients have nothing to say). */
  messageRateLimit: number;
  messageRateWindowMs: number;
  /** Open (or joining) sockets per visitor session on this replica: a browser's tabs. */
  sessionSocketLimit: number;
  /** Open (or joining) sockets per client IP (IPv6 by its /64) on this replica. */
  ipSocketLimit: number;
  /** Of those, sockets without a visitor session (no cookie) per client IP on this replica. */
  cookielessIpSocketLimit: number;
  /** Bytes a socket may have waiting to be sent; a send beyond it cuts the slow consumer off. */
  sendBufferMaxBytes: number;
  /** How often each socket is pinged; a socket that did not answer the previous ping is terminated. */
  heartbeatIntervalMs: number;
  /**
   * A rejoining socket whose first missed change is older than this reloads the list (`refetch`)
   * instead of catching up change by change (issue 21).
   */
  catchUpWindowMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  messageRateLimit: 20,
  messageRateWindowMs: 10_000,
  sessionSocketLimit: 20,
  ipSocketLimit: 2_000,
  cookielessIpSocketLimit: 200,
  sendBufferMaxBytes: 1024 * 1024,
  heartbeatIntervalMs: 30_000,
  catchUpWindowMs: 10 * 60_000,
};

/** How presence is shared between replicas and sent to sockets (docs/decisions/realtime.md, Presence). */
export interface PresenceTiming {
  /** Sockets hear a new count at most this often per map (changes within it are sent together). */
  debounceMs: number;
  /** Each replica announces all its counts this often, and drops other replicas' expired ones. */
  announceIntervalMs: number;
  /** A replica's counts not announced again within this are dropped (the replica died). */
  ttlMs: number;
}

export const DEFAULT_PRESENCE_TIMING: PresenceTiming = {
  debounceMs: 1_000,
  announceIntervalMs: 10_000,
  ttlMs: 35_000,
};
