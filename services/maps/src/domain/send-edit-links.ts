import { hashOneTimeToken, newOneTimeToken, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { contributorsWithEmail, rememberContributorEmail } from '../db/contributor-email-repository';
import { sessionContributorId } from '../db/contributor-repository';
import {
  claimDueEditLinkRequest,
  deleteEditLinkRequest,
  insertEditLink,
  retryEditLinkRequest,
  type EditLinkRequest,
} from '../db/edit-link-repository';
import type { EmailSeal } from './email-seal';

/** How long a mailed link works (issue 26: 7 days). */
export const EDIT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Attempts at handing a mail to auth before the request is given up (auth down for that long). */
const MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 15_000;

/** Hands auth's mail job the address and the link's token (`auth.mail.edit-link`). */
export type EditLinkMailer = (mail: { to: string; token: string }) => Promise<void>;

export interface EditLinkSenderDeps {
  knex: Knex;
  emailSeal: EmailSeal;
  mailer: EditLinkMailer;
  logger: Logger;
}

/**
 * One request, in its own transaction: from the add form, the address is kept for the identity the
 * session writes as on the map (if it has one yet); then, when an identity on the map holds that
 * address and still has a location there, a link is made and its mail handed to auth. The link and
 * the request's removal commit only once auth has queued the mail; a failure puts the request back
 * for later. Resolves whether a mail was sent.
 */
async function handle(deps: EditLinkSenderDeps, trx: Knex.Transaction, request: EditLinkRequest, now: Date) {
  if (request.remember && request.sessionId !== null) {
    const own = await sessionContributorId(trx, request.mapId, request.sessionId);
    if (own !== null) {
      await rememberContributorEmail(trx, own, {
        emailKey: request.emailKey,
        emailSealed: request.emailSealed,
      });
    }
  }
  await deleteEditLinkRequest(trx, request.id);
  const reached = await contributorsWithEmail(trx, request.mapId, request.emailKey);
  if (reached.length === 0) return false;
  const token = newOneTimeToken();
  await insertEditLink(trx, {
    tokenHash: hashOneTimeToken(token),
    mapId: request.mapId,
    emailKey: request.emailKey,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EDIT_LINK_TTL_MS),
  });
  await deps.mailer({ to: deps.emailSeal.open(request.emailSealed), token });
  return true;
}

/**
 * Handles every request due at `now` (edit-link-sender-job.ts runs it, and the route wakes it right
 * after answering). Resolves how many mails went to auth.
 */
export async function sendDueEditLinks(deps: EditLinkSenderDeps, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    let failed: EditLinkRequest | undefined;
    const outcome = await deps.knex
      .transaction(async (trx) => {
        const request = await claimDueEditLinkRequest(trx, now);
        if (!request) return 'none' as const;
        try {
          return (await handle(deps, trx, request, now)) ? ('sent' as const) : ('nothing' as const);
        } catch (error) {
          failed = request;
          throw error;
        }
      })
      .catch((error: unknown) => {
        if (!failed) throw error;
        deps.logger.warn(
          { err: error, requestId: failed.id },
          'edit link not handed to auth; retrying later',
        );
        return 'failed' as const;
      });
    if (outcome === 'none') return sent;
    if (outcome === 'sent') sent += 1;
    if (outcome === 'failed' && failed) await putBack(deps, failed, now);
  }
}

async function putBack(deps: EditLinkSenderDeps, request: EditLinkRequest, now: Date) {
  const attempts = request.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) {
    deps.logger.error({ requestId: request.id }, 'edit link request given up after repeated failures');
    await deleteEditLinkRequest(deps.knex, request.id);
    return;
  }
  const delay = RETRY_BASE_MS * 2 ** (attempts - 1);
  await retryEditLinkRequest(deps.knex, request.id, attempts, new Date(now.getTime() + delay));
}
