/**
 * Labels of the Subscription page (spec sections 2 and 4). They name controls and page parts rather
 * than report anything, so they live with the feature, not among contracts' messages.
 */
export const planLabels = {
  title: 'Subscription Plans',
  login: 'Login',
  discountCode: 'Discount code',
  discountCodePlaceholder: 'Enter a discount code',
  currentPlan: 'Current Plan',
  /** On the card of the plan the account moves to at the period end (decisions in frontends.md). */
  scheduled: 'Scheduled',
  freePlan: 'Free Plan',
  downgradeTo: 'Downgrade to {plan}',
  upgradeTo: 'Upgrade to {plan}',
  loading: 'Loading...',
  perYear: '/year',
  perMonth: '/month',
  billedYearly: 'billed yearly',
  status: 'Status',
  renewalDate: 'Renewal date',
  /** Instead of the renewal date when the subscription is cancelled: it ends then. */
  activeUntil: 'Active until',
  plansRegion: 'Plans',
} as const;
