import { formatMessage, PLANS, type PlanId } from '@groupmap/contracts';
import { planLabels } from './plan-labels';

/** What one plan card's button shows and what clicking it does. */
export interface PlanButtonState {
  label: string;
  disabled: boolean;
  /** What a click does: nothing, or POST /api/subscribe/{plan} for an upgrade or a downgrade. */
  action: 'none' | 'upgrade' | 'downgrade';
}

const PLAN_ORDER: Readonly<Record<PlanId, number>> = { free: 0, pro: 1, business: 2 };

/**
 * The button of the `card` plan for a user on `current` (spec section 4): "Free Plan" (disabled) on
 * the free card for a free user, "Current Plan" (disabled) on the user's own card, "Scheduled"
 * (disabled) on the card of the plan the account already moves to at the period end (`scheduled`),
 * so the same change is not offered twice, "Downgrade to {plan}" on a cheaper card, else "Upgrade to
 * {plan}". While a subscribe request is in flight (`pending` names its plan) that button reads
 * "Loading..." and every button is disabled, so a second click cannot start a second checkout.
 */
export function planButtonState(
  card: PlanId,
  current: PlanId,
  pending: PlanId | null,
  scheduled: PlanId | null = null,
): PlanButtonState {
  if (card === 'free' && current === 'free')
    return { label: planLabels.freePlan, disabled: true, action: 'none' };
  if (card === current) return { label: planLabels.currentPlan, disabled: true, action: 'none' };
  if (card === scheduled) return { label: planLabels.scheduled, disabled: true, action: 'none' };
  const action = PLAN_ORDER[card] < PLAN_ORDER[current] ? 'downgrade' : 'upgrade';
  if (pending === card) return { label: planLabels.loading, disabled: true, action };
  const template = action === 'downgrade' ? planLabels.downgradeTo : planLabels.upgradeTo;
  return { label: formatMessage(template, { plan: PLANS[card].name }), disabled: pending !== null, action };
}
