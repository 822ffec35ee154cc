import type { PlanId } from '@groupmap/contracts';
import type { PlanChange } from './publish-plan-change';

/**
 * The plan change an operator sets by hand (`npm run plan:set`): a paid plan as an active yearly
 * subscription from now (the only interval, spec section 9), free as no subscription at all.
 */
export function operatorPlanChange(userId: number, plan: PlanId, now: Date): PlanChange {
  if (plan === 'free') return { userId, plan, status: null, periodEnd: null };
  const periodEnd = new Date(now);
  periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  return { userId, plan, status: 'active', periodEnd };
}
