/**
 * Toast texts of spec section 8. `description` is fixed where the spec fixes it; where the spec says
 * "server text" it is absent and the caller passes the response body, falling back to
 * `fallbackDescription` when there is one.
 */
export interface ToastText {
  readonly title: string;
  readonly description?: string;
  readonly fallbackDescription?: string;
  readonly variant: 'default' | 'destructive';
}

const failure = (title: string, fallbackDescription?: string): ToastText =>
  fallbackDescription === undefined
    ? { title, variant: 'destructive' }
    : { title, fallbackDescription, variant: 'destructive' };

export const toasts = {
  invalidPermalink: {
    title: 'Invalid Permalink',
    description: 'This permalink is already taken. Please choose a different one.',
    variant: 'destructive',
  },
  createMapFailed: failure('Error creating map'),
  logoUploadFailed: failure('Error uploading logo', 'Unknown error occurred'),
  logoTooLarge: {
    title: 'File too large',
    description: 'Logo file must be less than 5MB',
    variant: 'destructive',
  },
  logoInvalidType: {
    title: 'Invalid file type',
    description: 'Only JPEG, PNG, GIF and WebP files are allowed',
    variant: 'destructive',
  },
  customFieldsLimit: {
    title: 'Custom fields limit reached',
    description: 'Your plan allows a maximum of {n} custom fields.',
    variant: 'destructive',
  },
  feedbackFailed: {
    title: 'Error',
    description: 'Failed to submit feedback. Please try again.',
    variant: 'destructive',
  },
  logoutFailed: failure('Logout failed'),
  loginFailed: failure('Login failed'),
  registrationFailed: failure('Registration failed'),
  addLocationFailed: failure('Error adding location', 'Invalid address'),
  updateLocationFailed: failure('Error updating location', 'Invalid address'),
  deleteLocationFailed: failure('Error deleting location'),
  incorrectPassword: failure('Incorrect password'),
  updateMapFailed: failure('Error updating map'),
  deleteMapFailed: failure('Error deleting map'),
  subscribeFailed: failure('Error'),
  emailRequired: {
    title: 'Email Required',
    description: 'Please update your profile with a valid email before subscribing.',
    variant: 'destructive',
  },

  logoUploaded: { title: 'Logo uploaded successfully', variant: 'default' },
  mapCreated: {
    title: 'Map created successfully',
    description: 'You can now start adding locations',
    variant: 'default',
  },
  feedbackSent: { title: 'Thank you!', description: 'Your feedback has been submitted.', variant: 'default' },
  permalinkAdjusted: {
    title: 'Permalink adjusted',
    description: 'Your permalink has been converted to lowercase.',
    variant: 'default',
  },
  locationAdded: { title: 'Location added successfully', variant: 'default' },
  locationUpdated: { title: 'Location updated successfully', variant: 'default' },
  locationDeleted: { title: 'Location deleted successfully', variant: 'default' },
  // Issue 24, review before publishing: the author's toasts.
  locationSubmittedForReview: {
    title: 'Location submitted for review',
    description: 'It appears on the map once the map owner approves it.',
    variant: 'default',
  },
  editSubmittedForReview: {
    title: 'Edit submitted for review',
    description: 'It appears on the map once the map owner approves it.',
    variant: 'default',
  },
  locationNotApproved: { title: 'Your location was not approved', variant: 'default' },
  editNotApproved: { title: 'Your edit was not approved', variant: 'default' },
  mapUpdated: { title: 'Map updated successfully', variant: 'default' },
  linkCopied: { title: 'Copied!', description: 'Link copied to clipboard', variant: 'default' },
  embedCopied: { title: 'Embed code copied to clipboard', variant: 'default' },
  mapDeleted: {
    title: 'Map deleted',
    description: 'Your map has been deleted successfully',
    variant: 'default',
  },

  // Beyond spec section 8. The clipboard can refuse (an insecure page, a denied permission): the
  // text is then left selected for the visitor to copy.
  copyFailed: {
    title: 'Could not copy',
    description: 'The text is selected: press Ctrl+C (or Cmd+C) to copy it.',
    variant: 'destructive',
  },
  /** After a login or registration that linked the session's anonymous locations to the account. */
  locationsLinked: {
    title: 'Your locations are linked',
    description: '{n} locations you added are now linked to your account.',
    variant: 'default',
  },
  locationsLinkedOne: {
    title: 'Your location is linked',
    description: '1 location you added is now linked to your account.',
    variant: 'default',
  },

  // Issue 11: the profile (changing and verifying the e-mail).
  changeEmailFailed: failure('Error changing email'),
  // Issue 21: the new address waits for its link; the account keeps the old one until then.
  emailChanged: {
    title: 'Verify your new email',
    description: 'We sent a link to {email}. Your account keeps its current address until you open it.',
    variant: 'default',
  },
  resendVerificationFailed: failure('Error sending email'),
  verificationSent: {
    title: 'Verification email sent',
    description: 'We sent a new link to {email}.',
    variant: 'default',
  },

  // Issue 11: password reset and change.
  passwordResetRequestFailed: failure('Error sending the link'),
  passwordResetFailed: failure('Error resetting password'),
  /** After a reset from the mailed link, which also signs the visitor in. */
  passwordReset: {
    title: 'Password changed',
    description:
      'You are signed in with your new password. Every other session of your account was signed out.',
    variant: 'default',
  },
  passwordChangeFailed: failure('Error changing password'),
  passwordChanged: {
    title: 'Password changed',
    description: 'Every other session of your account was signed out.',
    variant: 'default',
  },
  /** Issue 11, leaving: after Delete account signed the browser out ({date} as the shell shows dates). */
  accountDeletionScheduled: {
    title: 'Account deletion scheduled',
    description: 'Your account will be deleted on {date}. Log in before then to cancel the deletion.',
    variant: 'default',
  },
  /** After a login within the grace period, which cancels the deletion. */
  accountDeletionCancelled: {
    title: 'Account deletion cancelled',
    description: 'Welcome back! Your account will not be deleted.',
    variant: 'default',
  },
  deleteAccountFailed: failure('Error deleting account'),
  dataDownloadFailed: failure('Error downloading your data', 'Please try again.'),
} as const satisfies Record<string, ToastText>;
