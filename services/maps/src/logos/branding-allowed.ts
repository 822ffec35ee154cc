import { messages, planLimits } from '@groupmap/contracts';
import { httpError } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { planOf } from '../db/plan-repository';

/**
 * Refuses a user whose plan has no custom branding (decisions.md: pro and business) with the 403
 * maps answers for every plan feature, "Upgrade to Pro to use custom branding". Read from maps' own
 * projection of the user's plan.
 */
export async function refuseWithoutBranding(knex: Knex, userId: number): Promise<void> {
  if (!planLimits(await planOf(knex, userId)).logo) {
    throw httpError('plan_feature_unavailable', messages.upgradeForBranding);
  }
}
