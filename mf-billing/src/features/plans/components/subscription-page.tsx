import {
  LoadingScreen,
  loginPathFor,
  useDocumentTitle,
  useSession,
  type SessionUser,
} from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { useSubscribe } from '../hooks/use-subscribe';
import { planLabels } from '../plan-labels';
import { PlanCards } from './plan-cards';
import { ScheduledChangeNotice } from './scheduled-change-notice';
import { SubscriptionStatus } from './subscription-status';

const SUBSCRIPTION_PATH = '/subscription';

/** What a signed-in user manages: the status, a scheduled change, the discount code and the plan buttons. */
function ManageSubscription({ user }: { user: SessionUser }) {
  const [discountCode, setDiscountCode] = useState('');
  const { pending, start } = useSubscribe(user);
  return (
    <>
      <SubscriptionStatus user={user} />
      <ScheduledChangeNotice user={user} />
      <Input
        aria-label={planLabels.discountCode}
        placeholder={planLabels.discountCodePlaceholder}
        value={discountCode}
        onChange={(event) => setDiscountCode(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      <PlanCards
        currentPlan={user.currentPlan}
        scheduledPlan={user.scheduledPlan ?? null}
        pending={pending}
        onSubscribe={(plan) => void start(plan, discountCode)}
      />
    </>
  );
}

/**
 * /subscription, shown to everyone (decisions.md). Signed out, it asks the visitor to log in and
 * shows the plans without buttons; signed in, the spec's page (section 2). Coming back from a
 * checkout, it follows the new plan (`useCheckoutReturn`).
 */
export function SubscriptionPage() {
  useDocumentTitle(planLabels.title);
  const session = useSession();
  const navigate = useNavigate();
  useCheckoutReturn(session.user);
  return (
    <Flex vertical gap="middle" align="flex-start">
      <Typography.Title level={1}>{planLabels.title}</Typography.Title>
      {session.status === 'loading' && <LoadingScreen />}
      {session.status === 'signed-out' && (
        <>
          <Typography.Paragraph>{messages.loginToManageSubscription}</Typography.Paragraph>
          <Button type="primary" onClick={() => navigate(loginPathFor(SUBSCRIPTION_PATH))}>
            {planLabels.login}
          </Button>
          <PlanCards currentPlan={null} />
        </>
      )}
      {session.status === 'signed-in' && <ManageSubscription user={session.user} />}
    </Flex>
  );
}
