import type { SessionCutoffs } from '../db/session-repository';

export type { SessionCutoffs };

/** How long sessions live (architecture.md, Requests, Lifetimes). */
const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNED_IN_IDLE_DAYS = 30;
const SIGNED_IN_MAX_DAYS = 90;
const ANONYMOUS_IDLE_DAYS = 90;
/** A session nobody used after the page load that made it lives a day (issue 21). */
const UNUSED_HOURS = 24;

/** The cutoffs of every lifetime at `now`. Expiry ends only the browser's rights: contributions stay. */
export function sessionCutoffs(now: Date): SessionCutoffs {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    signedInLastSeen: daysAgo(SIGNED_IN_IDLE_DAYS),
    signedIn: daysAgo(SIGNED_IN_MAX_DAYS),
    anonymousLastSeen: daysAgo(ANONYMOUS_IDLE_DAYS),
    unusedCreated: new Date(now.getTime() - UNUSED_HOURS * 60 * 60 * 1000),
  };
}
