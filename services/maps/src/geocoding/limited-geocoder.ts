import { ipRateLimitKey, type RateLimiter } from '@groupmap/svc-kit';
import type { Geocoder } from './geocoder';

export interface LookupLimiters {
  /** Per visitor session: the fine limit (architecture.md, Limits sized for a shared IP). */
  session: RateLimiter;
  /** Per client IP (IPv6 by its /64): the backstop, many times the session's. */
  ip: RateLimiter;
  /**
   * Per client IP, for searches without a visitor session (no cookie, so no session limit holds
   * them): about one session's allowance (issue 21), besides the IP's.
   */
  cookielessIp: RateLimiter;
}

/**
 * Counts every search that names its visitor against that session's (or, without one, the tight
 * cookieless per-IP limit's) and that IP's limits, and
 * refuses one over either with the 429 every limit answers ("Too many attempts..."). They protect
 * the upstream's one call a second, and the cache and gazetteer from being scraped, whichever
 * provider answers. A search naming nobody (the server's own check of a saved address, which the
 * location write limits count) is not counted.
 */
export function withLookupLimits(geocoder: Geocoder, limiters: LookupLimiters): Geocoder {
  return {
    async search(query, context) {
      if (context?.sessionId) await limiters.session.consume(context.sessionId);
      else if (context?.ip) await limiters.cookielessIp.consume(ipRateLimitKey(context.ip));
      if (context?.ip) await limiters.ip.consume(ipRateLimitKey(context.ip));
      return geocoder.search(query, context);
    },
  };
}
