import { formatMessage, messages, PLANS, type ApiSchema } from '@groupmap/contracts';
import { formatDate } from '../../lib/format';

type ScheduledChangeUser = Pick<ApiSchema<'User'>, 'currentPlan' | 'subscriptionPeriodEnd' | 'scheduledPlan'>;

/**
 * What the Subscription page says about a change waiting for the period end, in the words the
 * server answered when it was asked for ("Your Business plan stays active until 14 January 2027,
 * then your account moves to the Pro plan."); null when nothing is scheduled.
 */
export function scheduledChangeMessage(user: ScheduledChangeUser): string | null {
  const { currentPlan, subscriptionPeriodEnd, scheduledPlan } = user;
  if (!scheduledPlan || !subscriptionPeriodEnd || scheduledPlan === currentPlan) return null;
  const date = formatDate(subscriptionPeriodEnd);
  if (scheduledPlan === 'free')
    return formatMessage(messages.cancellationScheduled, { plan: PLANS[currentPlan].name, date });
  return formatMessage(messages.downgradeScheduled, { date });
}
