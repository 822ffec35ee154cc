import type { SessionUser } from '@groupmap/app-kit';
import { Descriptions } from 'antd';
import { formatDate } from '../../../lib/format';
import { planLabels } from '../plan-labels';

/** "past_due" -> "Past due": the status as a word rather than an identifier. */
function statusWords(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The subscription status and renewal date, shown when present (spec section 2). A subscription
 * cancelled at the period end does not renew: its date reads "Active until".
 */
export function SubscriptionStatus({ user }: { user: SessionUser }) {
  const { subscriptionStatus, subscriptionPeriodEnd, scheduledPlan } = user;
  if (!subscriptionStatus && !subscriptionPeriodEnd) return null;
  const items = [];
  if (subscriptionStatus)
    items.push({ key: 'status', label: planLabels.status, children: statusWords(subscriptionStatus) });
  if (subscriptionPeriodEnd) {
    items.push({
      key: 'renewal',
      label: scheduledPlan === 'free' ? planLabels.activeUntil : planLabels.renewalDate,
      children: formatDate(subscriptionPeriodEnd),
    });
  }
  return <Descriptions column={1} size="small" items={items} />;
}
