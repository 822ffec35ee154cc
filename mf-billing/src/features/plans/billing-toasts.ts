import type { ToastOptions } from '@groupmap/app-kit';

/**
 * Toasts the spec does not give (docs/decisions/frontends.md, Subscription page): coming back from a
 * checkout, and the title of a downgrade's answer, whose description is the server's text.
 */
export const billingToasts = {
  checkoutSucceeded: {
    title: 'Payment successful',
    description: 'Thank you! Your new plan is being activated.',
  },
  checkoutCancelled: { title: 'Checkout cancelled', description: 'You have not been charged.' },
  downgradeScheduled: { title: 'Plan change scheduled' },
} as const satisfies Record<string, ToastOptions>;

/**
 * The action of the "Email Required" toast (issue 11): the way to the account page, where the
 * e-mail is changed. The toast keeps the spec's title and description.
 */
export const emailRequiredAction = {
  label: 'Update email',
  altText: 'Open Account from the account menu to update your email',
  path: '/account',
} as const;

/** The `checkout` query parameter of a checkout's return url (`/subscription?checkout=success`). */
export const CHECKOUT_PARAM = 'checkout';
export const CHECKOUT_SUCCEEDED = 'success';
