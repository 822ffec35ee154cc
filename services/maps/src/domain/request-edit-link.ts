import { contributorEmailKey, ipRateLimitKey, type Identity } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertEditLinkRequest } from '../db/edit-link-repository';
import type { MapsRateLimiters } from '../rate-limits';
import type { EmailSeal } from './email-seal';
import { readableMap } from './location-access';

export interface EditLinkRequestDeps {
  knex: Knex;
  clock: () => Date;
  limits: Pick<MapsRateLimiters, 'editLinkSession' | 'editLinkIp' | 'editLinkEmail'>;
  emailSeal: EmailSeal;
  /** CONTRIBUTOR_EMAIL_KEY. */
  emailKeySecret: string;
}

/**
 * "Send me a link" (issue 26): records the request and nothing else, so the answer ("Check your
 * email for a link") and the work before it are the same whether or not the address matches; the
 * lookup and the mail come after the answer (send-edit-links.ts). The map must be one the visitor
 * can see (a protected map's password first). Limited per session and per IP (429); past the limit
 * per address the request is answered the same and dropped, so nobody can flood an inbox nor learn
 * from a refusal that someone asked for that address.
 */
export async function requestEditLink(
  deps: EditLinkRequestDeps,
  mapId: number,
  identity: Identity,
  body: { email: string; remember: boolean },
): Promise<void> {
  const map = await readableMap(deps, mapId, identity);
  await deps.limits.editLinkSession.consume(identity.sessionId ?? 'none');
  await deps.limits.editLinkIp.consume(ipRateLimitKey(identity.ip));
  const emailKey = contributorEmailKey(deps.emailKeySecret, body.email);
  const perAddress = await deps.limits.editLinkEmail.attempt(emailKey);
  if (!perAddress.allowed) return;
  await insertEditLinkRequest(
    deps.knex,
    {
      mapId: map.id,
      sessionId: identity.sessionId,
      remember: body.remember,
      emailKey,
      emailSealed: deps.emailSeal.seal(body.email.trim()),
    },
    deps.clock(),
  );
}
