import { messages } from '@groupmap/contracts';
import { httpError, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { claimEmailVerification, discardPendingVerifications } from '../db/email-verification-repository';
import { markEmailVerified } from '../db/user-repository';
import { hashOneTimeToken, ONE_TIME_TOKEN_PATTERN } from './one-time-token';

class InvalidLink extends Error {}

const invalidLink = () => httpError('invalid_link', messages.verificationLinkInvalid);

/**
 * Verifies the address a mailed link was sent to. Works signed out (the link may open in another
 * browser): the token alone says whose address it is. A link works once, until it expires, and only
 * while the account still has the address it was sent to; an unknown, used, expired or outdated link
 * answers one "invalid or expired" text. Once verified, the account's other pending links are dropped.
 */
export async function verifyEmail(
  { knex, logger }: { knex: Knex; logger: Logger },
  { token, now }: { token: string; now: Date },
): Promise<{ email: string }> {
  if (!ONE_TIME_TOKEN_PATTERN.test(token)) throw invalidLink();
  try {
    const verified = await knex.transaction(async (trx) => {
      const link = await claimEmailVerification(trx, hashOneTimeToken(token), now);
      if (!link) throw new InvalidLink();
      // Rolled back with the claim when the address changed since: the link is used up either way,
      // as a change of address drops the links sent before it.
      if (!(await markEmailVerified(trx, link.userId, link.email, now))) throw new InvalidLink();
      await discardPendingVerifications(trx, link.userId);
      return link;
    });
    logger.info({ event: 'email_verified', userId: verified.userId }, 'e-mail verified');
    return { email: verified.email };
  } catch (error) {
    if (error instanceof InvalidLink) throw invalidLink();
    throw error;
  }
}
