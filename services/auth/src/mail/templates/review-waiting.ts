import { moderationMessages } from '@groupmap/contracts';
import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

export interface ReviewWaitingMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  mapName: string;
  permalink: string;
  /** Locations and edits awaiting review. */
  count: number;
}

/**
 * The owner's digest (issue 24): "Locations are waiting for your review", naming the map and how many,
 * with a link to the map page that opens the review panel. Only to the owner's verified address, so
 * the map's name (the owner's own text) may appear; how to stop them is said at the end.
 */
export function reviewWaitingMail({
  publicOrigin,
  mapName,
  permalink,
  count,
}: ReviewWaitingMailInput): MailContent {
  const site = new URL(publicOrigin).origin;
  const reviewUrl = `${site}/map/${encodeURIComponent(permalink)}?review`;
  const what = count === 1 ? '1 location or edit is' : `${count} locations or edits are`;
  return composeMail({
    subject: moderationMessages.digestSubject,
    paragraphs: [`${what} waiting for your review on your map "${mapName}".`],
    action: { label: 'Review them on the map', url: reviewUrl },
    closing: [`To stop these mails, turn off "${moderationMessages.emailReviewDigest}" on ${site}/account.`],
  });
}
