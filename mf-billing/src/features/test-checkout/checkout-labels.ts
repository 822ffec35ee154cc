/** Texts of the built-in TEST MODE checkout page (issue 4; the spec has no such page). */
export const checkoutLabels = {
  title: 'Checkout',
  testModeBanner: 'TEST MODE — no payment is taken',
  testModeHint:
    'Stripe is not configured, so this built-in page stands in for the payment provider. Completing it changes your plan exactly as a confirmed payment would.',
  plan: 'Plan',
  price: 'Price',
  discount: 'Discount',
  noDiscount: 'None',
  percentOff: '{code} ({percent}% off)',
  total: 'Total',
  perYear: '/year',
  completePayment: 'Complete payment',
  cancel: 'Cancel',
  loading: 'Loading...',
  alreadyCompleted: 'This checkout has been completed.',
  alreadyCancelled: 'This checkout has been cancelled.',
  backToPlans: 'Back to Subscription Plans',
} as const;
