import { locationWorkspaceMessages } from './location-workspace';

/**
 * Texts of the map page's frame (spec section 2, "Map page"): its header buttons, the password gate,
 * the share panel and the demo map's note. They name controls and explain the page rather than answer
 * a request, so they are not among the texts a service may send (`isContractMessage`).
 */
/**
 * The owner's two panel buttons of issue 25 (and the panels' headings), apart from mapPageMessages so
 * the embed, which carries those, does not carry these.
 */
export const ownerToolLabels = {
  contributors: 'Contributors',
  recentlyDeleted: 'Recently deleted',
} as const;

/**
 * Issue 25's actions on one location of the map page (its expanded list entry and popup): "Report" for
 * what someone else added, "History" for its author and the owner. Apart from mapPageMessages, as the
 * embed, which offers neither, carries those.
 */
export const locationActionLabels = {
  report: 'Report',
  history: 'History',
} as const;

export const mapPageMessages = {
  editMap: 'Edit Map',
  editMapSettings: 'Edit Map Settings',
  share: 'Share',
  /** Issue 24: on what the owner and its author see while it awaits the owner's review. */
  awaitingReview: 'Awaiting review',
  editAwaitingReview: 'Edit awaiting review',
  /** The owner's button beside Share: locations and edits awaiting review (moderationMessages has the rest). */
  reviewButton: 'Review ({n})',
  /** Issue 25: on a location reports hid, for the owner and its author (it waits for the owner's decision). */
  hiddenAfterReports: 'Hidden after reports',
  close: 'Close',

  enterPasswordToView: 'Enter Password to View Map',
  passwordProtectedMap: 'Password Protected Map',
  enterPassword: 'Enter Password',
  viewMap: 'View Map',
  verifying: 'Verifying...',

  sharePanel: 'Share this map',
  linkTab: 'Link',
  socialTab: 'Social',
  embedTab: 'Embed',
  qrTab: 'QR',
  mapLink: 'Link to this map',
  copy: 'Copy',
  copyLink: 'Copy link',
  /** The text every social share starts with, before the map's URL. */
  shareText: 'Check out this map: {name}',
  shareOnWhatsApp: 'Share on WhatsApp',
  shareOnTelegram: 'Share on Telegram',
  shareByEmail: 'Share by Email',
  opensInNewTab: '(opens in a new tab)',
  embedSize: 'Size',
  embedSmall: 'Small',
  embedMedium: 'Medium',
  embedLarge: 'Large',
  embedCode: 'Embed code',
  copyEmbedCode: 'Copy embed code',
  embedPreview: 'Preview',
  embedPreviewTitle: 'Preview of the embedded map {name}',
  qrCodeTitle: 'QR code of the link to {name}',
  downloadQrCode: 'Download QR Code',

  /** The Leaflet map's landmark name and a cluster marker's accessible name (WCAG: markers are named). */
  mapRegion: 'Map of locations',
  clusterOfLocations: '{n} locations',

  /** decisions.md, Demo content: the demo map's visitors are told their additions are temporary. */
  demoMapNote: "This is a demo map: try adding a location. Visitors' additions are removed after 24 hours.",

  /**
   * The live channel's status line and its screen-reader summaries of other people's changes
   * (issue 10; the spec gives no texts for them). Counts of one use the singular forms.
   */
  live: {
    paused: 'Live updates paused. Reconnecting...',
    resumed: 'Live updates resumed',
    viewingNow: '{n} viewing now',
    locationAdded: '1 location added',
    locationsAdded: '{n} locations added',
    locationChanged: '1 location changed',
    locationsChanged: '{n} locations changed',
    locationRemoved: '1 location removed',
    locationsRemoved: '{n} locations removed',
  },

  /** The working area below the header: form, search, list (`messages.mapPage.workspace`). */
  workspace: locationWorkspaceMessages,
} as const;
