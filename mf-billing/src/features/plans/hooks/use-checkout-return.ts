import { refreshSession, useToast, type SessionUser } from '@groupmap/app-kit';
import { isPlanId, type PlanId } from '@groupmap/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageLeftSignal } from '../../../lib/use-page-left-signal';
import { billingToasts, CHECKOUT_PARAM, CHECKOUT_SUCCEEDED } from '../billing-toasts';
import { waitForPlan } from '../wait-for-plan';

/** Router state a checkout page may pass along with its return url: the plan that was paid for. */
export interface CheckoutReturnState {
  paidPlan?: PlanId;
}

function paidPlanOf(state: unknown): PlanId | undefined {
  const paidPlan = (state as CheckoutReturnState | null)?.paidPlan;
  return isPlanId(paidPlan) ? paidPlan : undefined;
}

/**
 * Handles the return from a checkout (`/subscription?checkout=success|cancelled`): a toast, the
 * parameter dropped from the address (a reload must not repeat it), and after a payment the session
 * fetched again until the new plan has arrived, so the header's plan label and Upgrade button follow
 * without a reload. The plan waited for is the one paid for when the page knows it (the TEST MODE
 * checkout passes it), else any plan other than the one the user had on arrival (back from Stripe).
 */
export function useCheckoutReturn(user: SessionUser | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const handledKey = useRef<string | null>(null);
  // Polling outlives the effect run that started it (the address changes at once) but not the page.
  const pageLeft = usePageLeftSignal();

  const outcome = new URLSearchParams(location.search).get(CHECKOUT_PARAM);
  useEffect(() => {
    if (!outcome || !user || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const paidPlan = paidPlanOf(location.state);
    navigate(location.pathname, { replace: true });
    if (outcome !== CHECKOUT_SUCCEEDED) {
      toast(billingToasts.checkoutCancelled);
      return;
    }
    toast(billingToasts.checkoutSucceeded);
    const planOnArrival = user.currentPlan;
    void waitForPlan({
      readUser: refreshSession,
      arrived: ({ currentPlan }) => (paidPlan ? currentPlan === paidPlan : currentPlan !== planOnArrival),
      signal: pageLeft.current,
    });
  }, [outcome, user, location, navigate, toast, pageLeft]);
}
