import type { Knex } from 'knex';
import { insertDiscountCodeIfAbsent } from '../db/discount-code-repository';

/** The code a TEST MODE platform offers out of the box (README, Subscriptions): 20% off, no expiry. */
export const DEMO_DISCOUNT_CODE = { code: 'GROUPMAP20', percentOff: 20 } as const;

/**
 * Creates the demo code unless it exists; safe at every start and from several replicas at once.
 * Only the TEST MODE checkout calls it: a code anyone can read in the README must never discount a
 * real payment, so no migration creates it (20251201100200 once did; 20261126010000 removes it).
 */
export function ensureDemoDiscountCode(knex: Knex): Promise<void> {
  return insertDiscountCodeIfAbsent(knex, DEMO_DISCOUNT_CODE);
}
