/**
 * Texts of leaving (issue 11: Download my data, Delete account) that the services answer and the
 * browser shows; the toasts are in toasts.ts. The spec has none of these: they follow its tone.
 */
export const accountLeavingMessages = {
  typeUsernameToConfirm: 'Type your username to confirm',
  /** The confirmation of a deletion did not name the account exactly (letter case included). */
  usernameMismatch: 'The username you typed does not match your account',
} as const;
