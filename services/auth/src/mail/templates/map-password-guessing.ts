import { describeDuration } from '../describe-duration';
import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

export interface MapPasswordGuessingMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  mapName: string;
  permalink: string;
  failures: number;
  windowSeconds: number;
}

/**
 * The owner's notice that wrong passwords on their protected map passed the map-wide threshold
 * (issue 21). Sent only to the owner's verified address, so the map's name (the owner's own text)
 * may appear. It links the map and the dashboard, where the password is changed; nothing to act on
 * by clicking alone.
 */
export function mapPasswordGuessingMail({
  publicOrigin,
  mapName,
  permalink,
  failures,
  windowSeconds,
}: MapPasswordGuessingMailInput): MailContent {
  const site = new URL(publicOrigin).origin;
  const mapUrl = `${site}/map/${encodeURIComponent(permalink)}`;
  return composeMail({
    subject: "Someone is guessing your map's password",
    paragraphs: [
      `Someone has entered a wrong password on your map "${mapName}" (${mapUrl}) ${failures} times within ${describeDuration(windowSeconds)}.`,
      'Visitors who know the password still get in, and each visitor who keeps guessing wrong has to wait.',
    ],
    closing: [
      `If the password is short or has been shared widely, choose a new one: open ${site}/dashboard, edit the map and set a new password. Everyone who should see the map will then need the new one.`,
    ],
  });
}
