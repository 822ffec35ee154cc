/** The business constants of spec section 9 that the terms state, in one place. */
export const TERMS = {
  /** Takedown requests are processed within this many business hours. */
  takedownBusinessHours: 48,
  /** Money-back guarantee for new subscriptions, in days. */
  moneyBackDays: 7,
  /** Refunds reach the payment method within this range of business days. */
  refundBusinessDays: '5-10',
  /** Notice we give before cancelling a subscription or closing an account without a breach, in days. */
  cancellationNoticeDays: 30,
  uptimeTarget: '99.9%',
  /** Liability is capped at what the user paid in this many months before the claim. */
  liabilityLookbackMonths: 12,
  /** Claims must be brought within this period. */
  claimsPeriod: 'one year',
  /** Notice of material changes to the terms, in days. */
  materialChangeNoticeDays: 30,
  /** Informal dispute resolution before mediation, in days. */
  informalDisputeDays: 30,
  /** Under this age, a parent's or guardian's consent and supervision are required. */
  parentalConsentAge: 13,
} as const;
