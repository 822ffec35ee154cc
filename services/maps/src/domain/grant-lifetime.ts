const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a grant made at `grantedAt` stops opening its map: `ttlDays` later (MAP_GRANT_TTL_DAYS,
 * decisions.md: 30 days). The expiry is stored with the grant, so whoever reads grants (the HTTP
 * routes, the access-check rpc, the prune job) needs only the time now, not the configuration.
 */
export function grantExpiresAt(grantedAt: Date, ttlDays: number): Date {
  return new Date(grantedAt.getTime() + ttlDays * DAY_MS);
}
