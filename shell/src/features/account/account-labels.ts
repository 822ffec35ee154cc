/**
 * Texts of the account page's profile, the /verify-email page and the header menu's "Account" item.
 * They name controls and states, so they live with the feature; refusals come from the services
 * (contracts' messages) and toasts from contracts' toasts.
 */
export const accountLabels = {
  menuItem: 'Account',
  pageTitle: 'Account',
} as const;

/** Where the account page lives (app-routes.tsx). */
export const ACCOUNT_PATH = '/account';

export const profileLabels = {
  title: 'Profile',
  username: 'Username',
  email: 'Email',
  verified: 'Verified',
  notVerified: 'Not verified',
  resend: 'Resend',
  resendHint: 'Send a new verification link to this address',
  unverifiedHint: 'Open the link we sent to this address to verify it.',
  loading: 'Loading your profile...',
  changeEmailTitle: 'Change email',
  changeEmailLead:
    'We send a verification link to the new address. Your account keeps its current address until you open that link; then we send a notice to the current one.',
  pending: 'Waiting for verification: {address}',
  pendingHint: 'Open the link we sent to this address to make it your account’s email.',
  newEmail: 'New email',
  currentPassword: 'Current password',
  submit: 'Change email',
  submitting: 'Changing...',
} as const;

/** The account's mail choices (issue 24); the box's own words are the (moderationMessages). */
export const notificationLabels = {
  title: 'Notifications',
  reviewDigestHint:
    'At most one mail an hour per map, to your verified address, when something new waits on a map whose owner reviews new locations.',
} as const;

export const verifyEmailLabels = {
  title: 'Verify email',
  verifying: 'Verifying your email address...',
  verifiedTitle: 'Email verified',
  verified: 'Thank you! {email} is now verified.',
  failedTitle: 'Link not valid',
  failedHint:
    'A link works once, within 24 hours, and only for the address it was sent to. You can send a new one from your account page.',
  missingToken: 'This page needs the link from your verification email.',
  toAccount: 'Go to your account',
  toDashboard: 'Go to My Maps',
  logInToResend: 'Log in to send a new link',
} as const;
