/**
 * Refusals of the services that own the data (decisions.md, "Messages the spec does not give", plus the
 * few the product needs beyond it). The browser shows them verbatim as toast descriptions.
 */
export const domainMessages = {
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid username or password',
  /**
   * A login (or password reset) of an account an operator suspended (`npm run account:suspend`), told
   * only to whoever gave its correct password. The spec has no wording: docs/decisions/auth.md.
   */
  accountSuspended:
    'This account has been suspended for a breach of our terms. If you think this is a mistake, please contact us.',
  /** A change to the account (its e-mail or password) confirmed with a wrong current password. */
  currentPasswordIncorrect: 'Your current password is not correct',
  /** A change of e-mail to the address the account already has. */
  emailUnchanged: 'This is already your email address',
  emailAlreadyVerified: 'Your email address is already verified',
  /** An e-mail verification link that is unknown, used already, expired, or for an address changed since. */
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  /** A password reset link that is unknown, used already (it works once) or expired. */
  resetLinkInvalid: 'This password reset link is invalid, expired or already used. Please ask for a new one.',
  /** Contains "permalink already exists": the spec's client keys its "Invalid Permalink" toast on it. */
  permalinkTaken: 'A map with this permalink already exists',
  mapLimitReached: 'Map limit reached: Your plan allows a maximum of {n} maps.',
  mapLimitReachedOne: 'Map limit reached: Your plan allows a maximum of 1 map.',
  locationLimitReached: 'Location limit reached: This map allows a maximum of {n} locations.',
  /** An add by a visitor to a map whose owner lets signed-in users add only (issue 24). */
  signInToAddLocations: 'Sign in to add locations to this map.',
  /** An add by anyone but the owner to a map whose owner keeps adding to themselves (issue 24). */
  onlyOwnerCanAddLocations: 'Only the map owner can add locations.',
  /** An add or edit past MAX_PENDING_PER_CONTRIBUTOR items awaiting review on a reviewed map (issue 24). */
  reviewQueueFull: 'You have 10 locations awaiting review on this map.',
  upgradeForPassword: 'Upgrade to Pro to use password protection',
  upgradeForBranding: 'Upgrade to Pro to use custom branding',
  upgradeForCustomFields: 'Upgrade to Pro to add custom fields',
  onlyOwnerCanChangeMap: 'Only the map owner can change this map',
  canOnlyEditOwnLocations: 'You can only edit locations you added',
  canOnlyDeleteOwnLocations: 'You can only delete locations you added',
  /** customData named a field the map does not have (by normalised key). */
  unknownCustomField: 'This map has no custom field named "{name}"',
  mapNotFound: 'Map not found',
  /** GET /api/maps/{mapId}/export with a `format` other than the four it writes (issue 13). */
  invalidExportFormat: 'Invalid export format. Choose GeoJSON, CSV, KML or GPX.',
  /** A map's logoUrl must be one POST /api/upload/logo issued to the same user. */
  logoNotUploaded: 'Only a logo you uploaded here can be used',
  locationMissing: 'This location no longer exists',
  incorrectMapPassword: 'The password you entered is not correct',
  mapPasswordProtected: 'This map is password protected. Enter its password to view it.',
  geocodeNoResult: 'Location not found',
  geocodeFailed: 'Error finding location',
  loginToManageSubscription: 'Please log in to manage your subscription',
  emailRequiredForSubscription: 'Please update your profile with a valid email before subscribing.',
  unknownPlan: 'Unknown plan',
  yearlyOnly: 'Only yearly subscriptions are available',
  alreadyOnPlan: 'You are already on this plan',
  invalidDiscountCode: 'Invalid discount code',
  discountCodeExpired: 'This discount code has expired',
  /** The answer to a downgrade to free: the paid plan runs to the end of the period already paid. */
  cancellationScheduled:
    'Your {plan} plan stays active until {date}, then your account moves to the Free plan.',
  /** The answer to a downgrade from business to pro, which takes effect when the paid period ends. */
  downgradeScheduled:
    'Your Business plan stays active until {date}, then your account moves to the Pro plan.',
  invalidWebhookSignature: 'Invalid signature',
} as const;
