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
