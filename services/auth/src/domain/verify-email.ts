import { messages } from '@groupmap/contracts';
import { appendToOutbox, conflict, contributorEmailKey, httpError, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { claimEmailVerification, discardPendingVerifications } from '../db/email-verification-repository';
import { adoptPendingEmail, emailTakenByOther, markEmailVerified } from '../db/user-email-repository';
import { DuplicateUserError, findUserById } from '../db/user-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { emailChangedMail } from '../mail/templates/email-changed';
import { hashOneTimeToken, ONE_TIME_TOKEN_PATTERN } from '@groupmap/svc-kit';

class InvalidLink extends Error {}

const invalidLink = () => httpError('invalid_link', messages.verificationLinkInvalid);
const taken = () => conflict(messages.emailTaken, 'email_taken');

/**
 * The link's address becomes the account's (issue 21): unless another account registered it in
 * the meantime ("Email already registered", and nothing changes), the pending address replaces the
 * old one, verified, and the old address is told. The notice names the account and the new address
 * only when the old address was verified: mail to an address nobody proved theirs carries no text a
 * user wrote.
 */
async function adopt(
  trx: Knex.Transaction,
  link: { userId: number; email: string },
  now: Date,
  publicOrigin: string,
) {
  const user = await findUserById(trx, link.userId);
  if (!user || user.pendingEmail !== link.email) return false;
  if (await emailTakenByOther(trx, user.id, link.email)) throw taken();
  if (!(await adoptPendingEmail(trx, user.id, link.email, now))) return false;
  await enqueueMail(trx, {
    kind: 'email-changed',
    to: user.email,
    ...emailChangedMail({
      publicOrigin,
      change: user.emailVerifiedAt ? { username: user.username, newEmail: link.email } : null,
    }),
  });
  return true;
}

/**
 * Verifies the address a mailed link was sent to. Works signed out (the link may open in another
 * browser): the token alone says whose address it is. A link works once, until it expires, and only
 * for the account's address or the new one waiting for it (which then becomes the account's); an
 * unknown, used, expired or outdated link answers one "invalid or expired" text. Once an address is
 * verified, the other links to it (and, when it became the account's, all others) are dropped, and
 * `auth.email.verified.v1` carries its keyed hash (never the address) to maps (issue 26).
 */
export async function verifyEmail(
  {
    knex,
    logger,
    publicOrigin,
    emailKeySecret,
  }: {
    knex: Knex;
    logger: Logger;
    publicOrigin: string;
    /** CONTRIBUTOR_EMAIL_KEY: the verified address is published as its keyed hash (issue 26). */
    emailKeySecret: string;
  },
  { token, now }: { token: string; now: Date },
): Promise<{ email: string }> {
  if (!ONE_TIME_TOKEN_PATTERN.test(token)) throw invalidLink();
  try {
    const verified = await knex.transaction(async (trx) => {
      const link = await claimEmailVerification(trx, hashOneTimeToken(token), now);
      if (!link) throw new InvalidLink();
      // Rolled back with the claim when the address is neither the account's nor the pending one:
      // the link is used up either way, as a newer request drops the links sent before it.
      if (await markEmailVerified(trx, link.userId, link.email, now)) {
        // The account's own address: links to a new address still waiting keep working.
        const pending = (await findUserById(trx, link.userId))?.pendingEmail ?? undefined;
        await discardPendingVerifications(trx, link.userId, { except: pending });
      } else if (await adopt(trx, link, now, publicOrigin)) {
        await discardPendingVerifications(trx, link.userId);
      } else {
        throw new InvalidLink();
      }
      // Maps gives the account what was added under an identity that proved this address by a link.
      await appendToOutbox(trx, {
        type: 'auth.email.verified.v1',
        aggregateId: String(link.userId),
        payload: { userId: link.userId, emailKey: contributorEmailKey(emailKeySecret, link.email) },
      });
      return link;
    });
    logger.info({ event: 'email_verified', userId: verified.userId }, 'e-mail verified');
    return { email: verified.email };
  } catch (error) {
    if (error instanceof InvalidLink) throw invalidLink();
    // Another account took the address between the check and the update.
    if (error instanceof DuplicateUserError) throw taken();
    throw error;
  }
}
