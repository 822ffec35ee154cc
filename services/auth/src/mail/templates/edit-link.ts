import { editLinkMessages } from '@groupmap/contracts';
import { describeDuration } from '../describe-duration';
import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

/** The page that takes the token (mf-map's "Keep editing your locations", shell/src/app/app-routes.tsx). */
export const KEEP_EDITING_PATH = '/keep-editing';

/** The link of an edit-link mail: `${PUBLIC_ORIGIN}/keep-editing?token=...`. */
export function editLinkUrl(publicOrigin: string, token: string): string {
  const url = new URL(KEEP_EDITING_PATH, publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The mail with a link to keep editing one's locations on another device (issue 26). Nothing a user
 * wrote is in it (no map name, no location names): whoever typed a stranger's address writes them a
 * fixed sentence and a link, nothing more.
 */
export function editLinkMail({
  publicOrigin,
  token,
  validForSeconds,
}: {
  publicOrigin: string;
  token: string;
  validForSeconds: number;
}): MailContent {
  return composeMail({
    subject: editLinkMessages.mailSubject,
    paragraphs: [
      'Someone asked for a link to keep editing, on another device, the locations added to a Groupmap map with this email address.',
      `Open the link below on the device you want to use. It works once, within ${describeDuration(validForSeconds)}.`,
    ],
    action: { label: 'Keep editing your locations', url: editLinkUrl(publicOrigin, token) },
    closing: ['If you did not ask for this, you can ignore this mail.'],
  });
}
