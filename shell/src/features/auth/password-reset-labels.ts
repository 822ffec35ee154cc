/**
 * Texts of "Forgot password?" and the /reset-password page (issue 11). Refusals come from the
 * services (contracts' messages), toasts from contracts' toasts.
 */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const forgotPasswordLabels = {
  link: 'Forgot password?',
  title: 'Forgot password',
  lead: 'Enter the email address of your account. We will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send link',
  submitting: 'Sending...',
  /** The same words whether or not an account has the address: the page must not tell. */
  sent: 'If an account has this email address, we have sent it a link to reset the password.',
  sentHint: 'The link works once, within 1 hour. No mail? Check your spam folder, or ask again.',
  askAgain: 'Send another link',
  backToLogin: 'Back to login',
} as const;

export const resetPasswordLabels = {
  title: 'Choose a new password',
  lead: 'After the change, every other device signed in to your account is signed out, and you are signed in here.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Set new password',
  submitting: 'Saving...',
  missingToken: 'This page needs the link from your password reset email.',
  newLink: 'Ask for a new link',
} as const;
