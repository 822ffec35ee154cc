import { editLinkAnswers } from '@groupmap/contracts';
import {
  forbidden,
  hashOneTimeToken,
  httpError,
  ONE_TIME_TOKEN_PATTERN,
  type Identity,
} from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { contributorsWithEmail, markEmailProven } from '../db/contributor-email-repository';
import { bindSession } from '../db/contributor-session-repository';
import { findEditLinkForUpdate, markEditLinkUsed } from '../db/edit-link-repository';
import { findMapById } from '../db/map-repository';
import { giveIdentityToAccount } from './give-identity-to-account';

const invalid = () => httpError('invalid_link', editLinkAnswers.invalid);

export interface ContinuedEditLink {
  permalink: string;
  /** Signed in: the locations became the account's rather than this session's. */
  claimed: boolean;
}

/**
 * "Continue" on the "Keep editing your locations" page (issue 26). The link works once and for 7
 * days; it binds every identity on its map that holds its address and still has a location there to
 * this browser's session (the creating session keeps its rights too), and proves the address for
 * them. In a browser signed in to an account the identities become the account's instead (the
 * claim). The link stays unused when there is nothing left to edit, so the answer stays the same.
 */
export async function continueEditLink(
  { knex, clock }: { knex: Knex; clock: () => Date },
  identity: Identity,
  token: string,
): Promise<ContinuedEditLink> {
  const sessionId = identity.sessionId;
  if (sessionId === null) throw forbidden();
  if (!ONE_TIME_TOKEN_PATTERN.test(token)) throw invalid();
  const tokenHash = hashOneTimeToken(token);
  return knex.transaction(async (trx) => {
    const now = clock();
    const link = await findEditLinkForUpdate(trx, tokenHash);
    if (!link) throw invalid();
    if (link.usedAt) throw httpError('edit_link_used', editLinkAnswers.used);
    if (link.expiresAt.getTime() <= now.getTime())
      throw httpError('edit_link_expired', editLinkAnswers.expired);
    const map = await findMapById(trx, link.mapId);
    const ids = map ? await contributorsWithEmail(trx, map.id, link.emailKey) : [];
    if (!map || ids.length === 0) throw httpError('nothing_left_to_edit', editLinkAnswers.nothingLeft);
    await markEditLinkUsed(trx, tokenHash, now);
    await markEmailProven(trx, ids, now);
    if (identity.userId !== null) {
      const account = { userId: identity.userId, username: identity.username };
      for (const id of ids) await giveIdentityToAccount(trx, { id, mapId: map.id }, account);
      return { permalink: map.permalink, claimed: true };
    }
    await bindSession(trx, map.id, ids, sessionId, now);
    return { permalink: map.permalink, claimed: false };
  });
}
