/**
 * Texts of the account page's Your data and Delete account sections (issue 11). They name controls
 * and describe what happens; refusals come from the services (contracts' messages) and toasts from
 * contracts' toasts.
 */
export const yourDataLabels = {
  title: 'Your data',
  lead: 'Download everything Groupmap keeps about you in one JSON file: your account details, your subscription history, your maps with all their locations (as GeoJSON) and the locations you added to other people’s maps.',
  download: 'Download my data',
  preparing: 'Preparing your file...',
} as const;

export const deleteAccountLabels = {
  title: 'Delete account',
  lead: 'Your account is deleted 14 days after you ask. Logging in before then cancels the deletion.',
  open: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogLead:
    'Your account will be deleted in 14 days. Until then, logging in cancels the deletion. Every device signed in to your account is signed out now.',
  whatGoes: 'What will be deleted',
  ownedMaps: 'Your maps, with all their locations and logos:',
  noMaps: 'You have no maps.',
  loadingMaps: 'Loading your maps...',
  mapsFailed: 'Your maps could not be listed. They are deleted with your account all the same.',
  locations: '{n} locations',
  locationsOne: '1 location',
  whatStays: 'What stays',
  contributionsStay:
    'Locations you added to other people’s maps stay on those maps (our terms: contributions are permanent), no longer linked to you.',
  subscription:
    'Your {plan} subscription is cancelled. A new subscription is refunded in full within 7 days of buying it; otherwise there is no refund for the rest of the period.',
  password: 'Current password',
  typeUsername: 'Type your username to confirm',
  typeUsernameHint: 'Your username is {username}.',
  cancel: 'Cancel',
  close: 'Close',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
} as const;
