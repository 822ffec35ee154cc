import { formatMessage } from './format';
import type { ToastText } from './toasts';

/**
 * Issue 24's texts (owners in control: review before publishing, trusted contributors, digests), word
 * for word where the issue quotes them. Kept out of `messages`, as the import's texts are: only the
 * owner's review panel, the settings form and the dashboard carry them; the two markers and the
 * toasts every map page may show are in mapPageMessages and `moderationToasts` below.
 */
export const moderationMessages = {
  reviewNewLocations: 'Review new locations before they appear',
  reviewNewLocationsHelp:
    'What anyone but you or a trusted contributor adds or edits waits for your approval before others see it.',
  reviewPanel: 'Review',
  nothingToReview: 'Nothing to review',
  approve: 'Approve',
  reject: 'Reject',
  approveAll: 'Approve all',
  rejectAll: 'Reject all',
  trustContributor: 'Trust this contributor',
  /** A contributor without an account, by their pseudonym on this map. */
  visitor: 'Visitor {pseudonym}',
  newLocation: 'New location',
  edit: 'Edit',
  submittedBy: 'Added by {who}',
  editedBy: 'Edited by {who}',
  trustedContributors: 'Trusted contributors',
  noTrustedContributors: 'Nobody yet. Use "Trust this contributor" in the review panel.',
  remove: 'Remove',
  awaitingReviewCount: '{n} awaiting review',
  emailReviewDigest: 'Email me when locations wait for my review',
  digestSubject: 'Locations are waiting for your review',
  // Issue 25: the review panel's second tab.
  newTab: 'New',
  reportedTab: 'Reported',
  noReports: 'No reports',
  keep: 'Keep',
  reportCount: '{n} reports',
  reportCountOne: '1 report',
  reportNotes: 'Notes from reports',
  // Issue 25: "Contributors" and "Recently deleted", the owner's panels on the map page.
  noContributors: 'Nobody has added a location yet.',
  ownerSelf: '{name} (you)',
  locationCount: '{n} locations',
  locationCountOne: '1 location',
  lastActive: 'Last active {when}',
  trusted: 'Trusted',
  blocked: 'Blocked',
  removeAllTheirLocations: 'Remove all their locations',
  removeAllConfirm: 'Remove all {n} locations added by {name}?',
  removeAllConfirmOne: 'Remove the 1 location added by {name}?',
  removeAllHelp: 'You can restore them from "Recently deleted" for 30 days.',
  removeAll: 'Remove all',
  cancel: 'Cancel',
  block: 'Block',
  unblock: 'Unblock',
  noDeleted: 'Nothing was deleted in the last 30 days.',
  deletedBy: 'Deleted by {who}',
  deletedByYou: 'Deleted by you',
  rejectedInReview: 'Rejected in review',
  removedWithAll: 'Removed with all locations added by {who}',
  restore: 'Restore',
  restoreAll: 'Restore all {n}',
  // Issue 25: a location's "History".
  history: 'History',
  currentVersion: 'Current version',
  versionBy: 'By {who}',
  coordinates: 'Coordinates',
  restoreVersion: 'Restore this version',
  close: 'Close',
} as const;

/** Issue 25: the viewer's "Report this location" dialog (a lazy chunk of the map page carries them). */
export const locationReportMessages = {
  dialogTitle: 'Report this location',
  reason: 'Reason',
  reasons: { spam: 'Spam', wrong: 'Wrong or outdated', offensive: 'Offensive', other: 'Other' },
  note: 'Note (optional)',
  send: 'Send report',
  cancel: 'Cancel',
} as const;

/**
 * Issue 25's refusals of a report, as the maps service answers them. Kept out of `messages` (the
 * embed's bundle carries those, and nothing there reports); `isContractMessage` knows them.
 */
export const moderationErrors = {
  /** A second report of the same location by the same session or account. */
  alreadyReported: 'You have already reported this location.',
  /** A report of a location the reporter added. */
  cannotReportOwnLocation: 'You cannot report your own location.',
  /** A report's note past REPORT_NOTE_MAX_LENGTH. */
  reportNoteTooLong: 'The note can be at most 500 characters.',
  /** An add or edit by a contributor the owner blocked on this map. */
  contributorBlocked: 'You can no longer add locations to this map.',
} as const;

/** The review's toasts (issue 24). */
export const moderationToasts = {
  locationApproved: { title: 'Location approved', variant: 'default' },
  locationRejected: { title: 'Location rejected', variant: 'default' },
  approvedMany: { title: 'Approved {n} locations', variant: 'default' },
  approvedOne: { title: 'Approved 1 location', variant: 'default' },
  rejectedMany: { title: 'Rejected {n} locations', variant: 'default' },
  rejectedOne: { title: 'Rejected 1 location', variant: 'default' },
  contributorTrusted: { title: 'Contributor trusted', variant: 'default' },
  contributorUntrusted: { title: 'Contributor no longer trusted', variant: 'default' },
  reviewFailed: { title: 'Could not save the review', variant: 'destructive' },
  // Issue 25.
  reportSent: {
    title: 'Thanks for reporting',
    description: 'The map owner will review this location.',
    variant: 'default',
  },
  reportFailed: { title: 'Could not send the report', variant: 'destructive' },
  reportDismissed: { title: 'Report dismissed', variant: 'default' },
  removedMany: { title: 'Removed {n} locations', variant: 'default' },
  removedOne: { title: 'Removed 1 location', variant: 'default' },
  contributorBlocked: { title: 'Contributor blocked', variant: 'default' },
  contributorUnblocked: { title: 'Contributor unblocked', variant: 'default' },
  locationRestored: { title: 'Location restored', variant: 'default' },
  restoredMany: { title: 'Restored {n} locations', variant: 'default' },
  versionRestored: { title: 'Version restored', variant: 'default' },
  actionFailed: { title: 'Could not save the change', variant: 'destructive' },
  locationRemoved: { title: 'Location removed', variant: 'default' },
} as const satisfies Record<string, ToastText>;

/** Who a contributor is, as the owner sees them: the parts of the API's contributor that name them. */
export interface ContributorNaming {
  username?: string | null;
  pseudonym?: string | null;
}

/**
 * A contributor's name wherever the owner sees one (review queue, trusted contributors, the
 * contributors list): their username, or "Visitor" and their pseudonym on this map.
 */
export function contributorDisplayName(contributor: ContributorNaming | null | undefined): string {
  if (contributor?.username) return contributor.username;
  return formatMessage(moderationMessages.visitor, { pseudonym: contributor?.pseudonym ?? '' }).trim();
}
