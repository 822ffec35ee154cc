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

/** The `checkout` query parameter of a checkout's return url (`/subscription?checkout=success`). */
export const CHECKOUT_PARAM = 'checkout';
export const CHECKOUT_SUCCEEDED = 'success';
