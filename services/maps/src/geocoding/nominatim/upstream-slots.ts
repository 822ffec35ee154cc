import { reserveUpstreamSlot } from '../../db/geocode-slot-repository';
import type { Knex } from 'knex';

export interface UpstreamSlotsOptions {
  knex: Knex;
  /** Names the upstream (its host): replicas calling the same one share its slots. */
  upstream: string;
  /** The least time between two calls' starts (GEOCODER_MIN_INTERVAL_MS: a second for Nominatim). */
  intervalMs: number;
  /** The longest a caller may be told to wait for its slot (GEOCODER_MAX_WAIT_MS); beyond it, none is given. */
  maxWaitMs: number;
}

export interface UpstreamSlots {
  /**
   * Reserves the next free start time for a call: resolves how many milliseconds to wait before
   * calling, or null when that wait would exceed the bound (the queue is full: do not call).
   */
  reserve(): Promise<number | null>;
}

/**
 * "At most one request a second across all users" (decisions.md) for every replica at once: the next
 * free start time of the upstream lives in one Postgres row, which each reservation moves on by the
 * interval. The row lock orders concurrent reservations, and every time is Postgres's own clock, so
 * replicas' clocks need not agree. A caller that is told to wait longer than the bound takes no slot.
 * A reserved slot that goes unused (the answer turned up in the cache meanwhile) is simply lost.
 */
export function upstreamSlots({
  knex,
  upstream,
  intervalMs,
  maxWaitMs,
}: UpstreamSlotsOptions): UpstreamSlots {
  return {
    reserve: () => reserveUpstreamSlot(knex, { upstream, intervalMs, maxWaitMs }),
  };
}
