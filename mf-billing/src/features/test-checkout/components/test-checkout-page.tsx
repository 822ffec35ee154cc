import { errorMessage, LoadingScreen, useDocumentTitle, useToast } from '@groupmap/app-kit';
import { formatMessage, messages } from '@groupmap/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFollowUrl } from '../../../lib/use-follow-url';
import { finishTestCheckout, type CheckoutOutcome } from '../api/finish-test-checkout';
import { useTestCheckout, type TestCheckout } from '../api/get-test-checkout';
import { checkoutLabels } from '../checkout-labels';
import { CheckoutSummary } from './checkout-summary';

const SUBSCRIPTION_PATH = '/subscription';

function CheckoutActions({ checkout }: { checkout: TestCheckout }) {
  const { toast } = useToast();
  const followUrl = useFollowUrl();
  const [pending, setPending] = useState<CheckoutOutcome | null>(null);

  if (checkout.status !== 'pending') {
    return (
      <Typography.Paragraph>
        {checkout.status === 'completed' ? checkoutLabels.alreadyCompleted : checkoutLabels.alreadyCancelled}{' '}
        <Link to={SUBSCRIPTION_PATH}>{checkoutLabels.backToPlans}</Link>
      </Typography.Paragraph>
    );
  }

  const finish = async (outcome: CheckoutOutcome) => {
    setPending(outcome);
    const result = await finishTestCheckout(checkout.id, outcome);
    // The return page waits for the plan that was paid for (plans feature, use-checkout-return).
    if (result.ok && followUrl(result.data.url, { paidPlan: checkout.plan })) return;
    setPending(null);
    if (!result.ok) toast({ ...messages.toasts.subscribeFailed, description: result.message });
  };

  return (
    <Flex gap="small">
      <Button type="primary" disabled={pending !== null} onClick={() => void finish('complete')}>
        {pending === 'complete' ? checkoutLabels.loading : checkoutLabels.completePayment}
      </Button>
      <Button disabled={pending !== null} onClick={() => void finish('cancel')}>
        {pending === 'cancel' ? checkoutLabels.loading : checkoutLabels.cancel}
      </Button>
    </Flex>
  );
}

/**
 * /subscription/checkout/:checkoutId: the built-in checkout used when Stripe is not configured
 * (decisions.md, Subscriptions). Marked TEST MODE at the top; shows the plan, price, discount and
 * total; "Complete payment" confirms it as a verified payment would, "Cancel" abandons it.
 */
export function TestCheckoutPage() {
  useDocumentTitle(checkoutLabels.title);
  const { checkoutId = '' } = useParams();
  const checkout = useTestCheckout(checkoutId);
  return (
    <Flex vertical gap="middle" align="stretch" style={{ maxWidth: 560 }}>
      <Alert
        type="warning"
        showIcon
        title={checkoutLabels.testModeBanner}
        description={checkoutLabels.testModeHint}
      />
      <Typography.Title level={1}>{checkoutLabels.title}</Typography.Title>
      {checkout.isPending && <LoadingScreen />}
      {checkout.isError && (
        <Typography.Paragraph>
          {formatMessage(messages.loadError, {
            message: errorMessage(checkout.error) ?? String(checkout.error),
          })}{' '}
          <Link to={SUBSCRIPTION_PATH}>{checkoutLabels.backToPlans}</Link>
        </Typography.Paragraph>
      )}
      {checkout.data && (
        <>
          <CheckoutSummary checkout={checkout.data} />
          <CheckoutActions checkout={checkout.data} />
        </>
      )}
    </Flex>
  );
}
