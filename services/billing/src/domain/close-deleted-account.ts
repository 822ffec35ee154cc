import type { SubscriptionStatus } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { CheckoutProvider } from '../checkout/checkout-provider';
import { lockSubscriptionByUserId } from '../db/subscription-repository';
import { applySubscriptionChange } from './subscription-change';

/** The terms' money-back guarantee: a new subscription is refunded in full within this many days. */
export const MONEY_BACK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses of a subscription that has ended and will not renew: nothing to cancel. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export interface CloseDeletedAccountDeps {
  provider: Pick<
    CheckoutProvider,
    'newSubscriptionPayment' | 'cancelNow' | 'refundPayment' | 'forgetCustomer'
  >;
  now: Date;
}

export interface ClosedAccount {
  cancelled: boolean;
  refunded: boolean;
}

/**
 * What billing does when an account is deleted (`auth.account.deleted.v1`), inside `trx` (the
 * subscription row locked): a subscription still running on a paid plan ends now, at the provider
 * too, so nothing renews for an account that is gone; its payment is refunded only when it started
 * a new subscription within the terms' 7-day money-back window (no refunds for partial periods
 * otherwise). The row is kept, ended, as the record of payments and refunds the company must keep;
 * billing holds no name or e-mail, and the provider's customer record forgets them. No plan event is
 * announced: the account it would be about is gone. Provider calls carry keys derived from the
 * event id, so a redelivery after a failed commit changes nothing there twice.
 */
export async function closeDeletedAccount(
  trx: Knex.Transaction,
  { provider, now }: CloseDeletedAccountDeps,
  { userId, eventId }: { userId: number; eventId: string },
): Promise<ClosedAccount> {
  const once = (step: string) => ({ idempotencyKey: `account-deleted-${eventId}-${step}` });
  const sub = await lockSubscriptionByUserId(trx, userId);
  const running = sub !== null && sub.plan !== 'free' && !ENDED.includes(sub.status);
  let refunded = false;
  if (running) {
    const ref = {
      userId,
      stripeSubscriptionId: sub.stripeSubscriptionId,
      currentPeriodStart: sub.currentPeriodStart,
    };
    const payment = await provider.newSubscriptionPayment(ref);
    await provider.cancelNow(ref, once('cancel'));
    if (payment && now.getTime() - payment.paidAt.getTime() <= MONEY_BACK_DAYS * DAY_MS) {
      await provider.refundPayment(payment, once('refund'));
      refunded = true;
    }
    await applySubscriptionChange(
      trx,
      {
        userId,
        plan: 'free',
        status: 'canceled',
        currentPeriodStart: sub.currentPeriodStart,
        currentPeriodEnd: now,
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
        stripeSubscriptionId: sub.stripeSubscriptionId,
        source: 'account-deletion',
        occurredAt: now,
      },
      { announce: false },
    );
  }
  await provider.forgetCustomer(userId, once('forget'));
  return { cancelled: running, refunded };
}
