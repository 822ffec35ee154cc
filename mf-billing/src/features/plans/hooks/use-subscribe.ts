import { refreshSession, useToast, type SessionUser } from '@groupmap/app-kit';
import { hasSubscribableEmail, messages, type PlanId } from '@groupmap/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFollowUrl } from '../../../lib/use-follow-url';
import { usePageLeftSignal } from '../../../lib/use-page-left-signal';
import { subscribe } from '../api/subscribe';
import { billingToasts, emailRequiredAction } from '../billing-toasts';
import { waitForPlan } from '../wait-for-plan';

export interface UseSubscribe {
  /** The plan whose request is in flight, or null. */
  pending: PlanId | null;
  start: (plan: PlanId, discountCode: string) => Promise<void>;
}

/**
 * Subscribing from a plan card (spec sections 4, 5 and 8). Without an "@" in the profile e-mail the
 * "Email Required" toast is shown, with an action to the account page where the e-mail is changed,
 * and nothing is sent. Otherwise POST /api/subscribe: an upgrade's
 * answer is the checkout to go to; a downgrade's answer says what will happen and when (shown in a
 * toast), and the session is fetched again until the account shows the scheduled change (it travels
 * billing -> event -> auth), so the page's notice and buttons follow. A failure shows "Error" with
 * the server's text. The button stays on "Loading..." while a checkout page loads.
 */
export function useSubscribe(user: SessionUser): UseSubscribe {
  const { toast } = useToast();
  const navigate = useNavigate();
  const followUrl = useFollowUrl();
  const pageLeft = usePageLeftSignal();
  const [pending, setPending] = useState<PlanId | null>(null);

  const start = useCallback(
    async (plan: PlanId, discountCode: string) => {
      if (!hasSubscribableEmail(user.email)) {
        const { label, altText, path } = emailRequiredAction;
        toast({
          ...messages.toasts.emailRequired,
          action: { label, altText, onClick: () => navigate(path) },
        });
        return;
      }
      setPending(plan);
      const result = await subscribe(plan, discountCode);
      if (!result.ok) {
        setPending(null);
        toast({ ...messages.toasts.subscribeFailed, description: result.message });
        return;
      }
      const { url, message } = result.data;
      if (message) {
        setPending(null);
        toast({ ...billingToasts.downgradeScheduled, description: message });
        await waitForPlan({
          readUser: refreshSession,
          arrived: ({ scheduledPlan }) => scheduledPlan === plan,
          signal: pageLeft.current,
        });
        if (url !== `${window.location.pathname}${window.location.search}`) followUrl(url);
        return;
      }
      if (!followUrl(url)) setPending(null);
    },
    [user.email, toast, navigate, followUrl, pageLeft],
  );

  return { pending, start };
}
