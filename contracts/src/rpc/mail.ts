import { z } from 'zod';
import { TEXT_LIMITS } from '../domain/text-limits';

/**
 * `auth.mail.edit-link` (issue 26): maps asks auth's mail job to send a contributor the link that
 * lets them keep editing their locations on another device. Request-reply, so the address enters no
 * event stream; auth queues the mail in its outbox (the address kept only until it is delivered) and
 * answers once it is queued. The link's token is maps' (only its hash is stored there); auth makes
 * the link with its PUBLIC_ORIGIN. The mail carries no text a user wrote.
 */
export const sendEditLinkRequestSchema = z.object({
  to: z.string().min(3).max(TEXT_LIMITS.email),
  token: z
    .string()
    .max(43)
    .regex(/^[A-Za-z0-9_-]{43}$/),
});
export const sendEditLinkReplySchema = z.object({ queued: z.literal(true) });

export type SendEditLinkRequest = z.infer<typeof sendEditLinkRequestSchema>;
export type SendEditLinkReply = z.infer<typeof sendEditLinkReplySchema>;
