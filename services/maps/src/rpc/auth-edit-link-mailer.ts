import { sendEditLinkReplySchema } from '@groupmap/contracts';
import { requestRpc } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';
import type { EditLinkMailer } from '../domain/send-edit-links';

/**
 * Hands an edit link's mail to auth (`auth.mail.edit-link`, issue 26): request-reply, so the address
 * enters no event stream. Throws when auth does not answer; the request is then tried again later.
 */
export function authEditLinkMailer({ nc, prefix }: { nc: NatsConnection; prefix: string }): EditLinkMailer {
  return async ({ to, token }) => {
    await requestRpc({
      nc,
      prefix,
      name: 'auth.mail.edit-link',
      body: { to, token },
      reply: sendEditLinkReplySchema,
    });
  };
}
