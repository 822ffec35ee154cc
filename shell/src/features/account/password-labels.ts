/** Texts of the account page's Password section (issue 11); refusals and toasts come from contracts. */
export const passwordLabels = {
  title: 'Password',
  lead: 'Changing your password signs out every other device and browser signed in to your account. You stay signed in here.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Change password',
  submitting: 'Changing...',
} as const;
