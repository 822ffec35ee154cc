import type { PaidPlanId } from '@groupmap/contracts';

export type { PaidPlanId };

/** What a checkout is asked to charge; the price always comes from the contracts plan table. */
export interface CheckoutRequest {
  userId: number;
  email: string;
  username: string;
  plan: PaidPlanId;
  /** The yearly price before any discount, in GBP. */
  amountGbp: number;
  discount: { code: string; percentOff: number } | null;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

/** The user's subscription as a provider needs it to change it. */
export interface ProviderSubscriptionRef {
  userId: number;
  stripeSubscriptionId: string | null;
}

/** The payment that started a subscription, as its provider records it. */
export interface SubscriptionPayment {
  /** The provider's id of the payment (a Stripe PaymentIntent or charge, a TEST MODE checkout). */
  id: string;
  paidAt: Date;
}

/** A change the provider must make once even when asked again (Stripe's idempotency keys). */
export interface OnceOptions {
  idempotencyKey: string;
}

/**
 * Where payments happen: Stripe when configured, else the built-in TEST MODE checkout. Plans change
 * only through `applySubscriptionChange` once a payment is confirmed, never through these calls.
 */
export interface CheckoutProvider {
  kind: 'stripe' | 'test';
  /** Opens a checkout and answers the URL the browser goes to. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Tells the provider to stop renewing at the period end (billing marks the row itself). */
  cancelAtPeriodEnd(sub: ProviderSubscriptionRef): Promise<void>;
  /** Tells the provider to renew as `plan` from `at` (billing marks the row itself). */
  scheduleDowngrade(sub: ProviderSubscriptionRef, plan: 'pro', at: Date): Promise<void>;
  /**
   * The payment that started the subscription, while the subscription is still in the period that
   * payment bought (not renewed since); null otherwise. For the terms' money-back window.
   */
  newSubscriptionPayment(
    sub: ProviderSubscriptionRef & { currentPeriodStart: Date | null },
  ): Promise<SubscriptionPayment | null>;
  /** Ends the subscription now, without a refund (an account deletion); nothing when it has ended. */
  cancelNow(sub: ProviderSubscriptionRef, options: OnceOptions): Promise<void>;
  /** Refunds a payment in full. */
  refundPayment(payment: SubscriptionPayment, options: OnceOptions): Promise<void>;
  /** Removes the person's name and e-mail from the provider's customer record (an account deletion). */
  forgetCustomer(userId: number, options: OnceOptions): Promise<void>;
}
