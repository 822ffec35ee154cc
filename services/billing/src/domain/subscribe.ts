import { formatMessage, messages, PLANS, type ApiSchema, type PlanId } from '@groupmap/contracts';
import { conflict, httpError, unauthorized } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { CheckoutProvider, PaidPlanId } from '../checkout/checkout-provider';
import { findDiscountCode } from '../db/discount-code-repository';
import { findSubscriptionByUserId, type Subscription } from '../db/subscription-repository';
import { checkDiscountCode } from './discount-check';
import { formatPeriodEndDate } from './period-end-date';
import { recordScheduledChange } from './record-scheduled-change';
import { scheduledPlanOf } from './subscription-change';

export type SubscribeResponse = ApiSchema<'SubscribeResponse'>;

/** A user's profile as auth answers `auth.user.get`. */
export interface ProfileUser {
  id: number;
  username: string;
  email: string;
}

export interface SubscribeDeps {
  knex: Knex;
  provider: CheckoutProvider;
  /** The user's profile from auth; null when auth knows no such user. */
  getUser: (userId: number) => Promise<ProfileUser | null>;
  now: () => Date;
  /** The origin browsers use, for the absolute return URLs a hosted checkout needs. */
  publicOrigin: string;
}

export interface SubscribeRequest {
  userId: number;
  plan: PlanId;
  discountCode: string | undefined;
}

const RANK: Record<PlanId, number> = { free: 0, pro: 1, business: 2 };
const SUBSCRIPTION_PAGE = '/subscription';

async function startUpgrade(deps: SubscribeDeps, user: ProfileUser, plan: PaidPlanId, code?: string) {
  const discount = code ? checkDiscountCode(await findDiscountCode(deps.knex, code), deps.now()) : null;
  return deps.provider.startCheckout({
    userId: user.id,
    email: user.email,
    username: user.username,
    plan,
    amountGbp: PLANS[plan].yearlyPriceGbp,
    discount,
    successUrl: `${deps.publicOrigin}${SUBSCRIPTION_PAGE}?checkout=success`,
    cancelUrl: `${deps.publicOrigin}${SUBSCRIPTION_PAGE}?checkout=cancelled`,
  });
}

/**
 * A downgrade takes effect when the paid period ends (decisions.md, Subscriptions): the provider
 * stops or changes the renewal, billing records and announces it, and the period-end job (or
 * Stripe) applies it. Asking again for the change already scheduled answers the same and changes
 * nothing.
 */
async function scheduleDowngrade(
  { knex, provider, now }: SubscribeDeps,
  current: Subscription,
  plan: 'free' | 'pro',
): Promise<SubscribeResponse> {
  const effectiveAt = current.currentPeriodEnd ?? now();
  if (scheduledPlanOf(current) !== plan) {
    const ref = { userId: current.userId, stripeSubscriptionId: current.stripeSubscriptionId };
    if (plan === 'free') await provider.cancelAtPeriodEnd(ref);
    else await provider.scheduleDowngrade(ref, plan, effectiveAt);
    await knex.transaction((trx) => recordScheduledChange(trx, current.userId, plan));
  }
  const date = formatPeriodEndDate(effectiveAt);
  const message =
    plan === 'free'
      ? formatMessage(messages.cancellationScheduled, { plan: PLANS[current.plan].name, date })
      : formatMessage(messages.downgradeScheduled, { date });
  return { url: SUBSCRIPTION_PAGE, message, effectiveAt: effectiveAt.toISOString() };
}

/**
 * `POST /api/subscribe/{plan}` for a signed-in user: an upgrade opens a checkout at the plan
 * table's price (with a valid discount code); a downgrade is scheduled for the period end.
 * The profile e-mail must contain "@" (spec section 5), as the browser checks too.
 */
export async function subscribe(deps: SubscribeDeps, request: SubscribeRequest): Promise<SubscribeResponse> {
  const current = await findSubscriptionByUserId(deps.knex, request.userId);
  const currentPlan = current?.plan ?? 'free';
  if (request.plan === currentPlan) throw conflict(messages.alreadyOnPlan, 'already_on_plan');

  const user = await deps.getUser(request.userId);
  if (!user) throw unauthorized();
  if (!user.email.includes('@')) throw httpError('email_required', messages.emailRequiredForSubscription);

  if (request.plan !== 'free' && RANK[request.plan] > RANK[currentPlan])
    return startUpgrade(deps, user, request.plan, request.discountCode);
  // A downgrade: the current plan is paid, so there is a subscription row.
  return scheduleDowngrade(deps, current!, request.plan === 'free' ? 'free' : 'pro');
}
