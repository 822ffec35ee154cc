import { ipRateLimitKey, type Logger, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertPasswordResetToken } from '../db/password-reset-token-repository';
import { findUserByEmail } from '../db/user-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { passwordResetMail } from '../mail/templates/password-reset';
import { hashOneTimeToken, newOneTimeToken } from '@groupmap/svc-kit';

/**
 * The least time a request takes to answer. Queuing the link and the mail for a known address costs
 * a few milliseconds more than finding nothing; answering both after this floor hides which one ran.
 */
export const RESET_REQUEST_FLOOR_MS = 300;

export interface RequestPasswordResetDeps {
  knex: Knex;
  limits: { passwordResetEmail: RateLimiter; passwordResetIp: RateLimiter };
  /** PUBLIC_ORIGIN and PASSWORD_RESET_TOKEN_TTL_SECONDS. */
  settings: { publicOrigin: string; validForSeconds: number };
  logger: Logger;
  /** Waits; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
  floorMs?: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * "Forgot password?": when an account has `email` (in any letter case), stores a new single-use link
 * (only its token's hash, expiring after the configured time) and queues the mail carrying it, in
 * one transaction. Whether or not an account has the address, the caller answers the same thing
 * after the same floor of time, and the same limits count (per address, known or not, and per IP),
 * so nothing tells whether an account exists. Older links of the account stay valid until used or
 * expired: a mail that arrives late must still work.
 */
export async function requestPasswordReset(
  {
    knex,
    limits,
    settings,
    logger,
    sleep = realSleep,
    floorMs = RESET_REQUEST_FLOOR_MS,
  }: RequestPasswordResetDeps,
  { email, ip, now }: { email: string; ip: string; now: Date },
): Promise<void> {
  const floor = sleep(floorMs);
  await limits.passwordResetIp.consume(ipRateLimitKey(ip));
  await limits.passwordResetEmail.consume(email.toLowerCase());
  const user = await findUserByEmail(knex, email);
  if (user) {
    const token = newOneTimeToken();
    await knex.transaction(async (trx) => {
      await insertPasswordResetToken(trx, {
        userId: user.id,
        tokenHash: hashOneTimeToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.validForSeconds * 1000),
      });
      await enqueueMail(trx, {
        kind: 'password-reset',
        to: user.email,
        ...passwordResetMail({ ...settings, token, username: user.username }),
      });
    });
  }
  // Never the address: the log must not become a list of who has an account.
  logger.info({ event: 'password_reset_request', userId: user?.id ?? null, ip }, 'password reset asked');
  await floor;
}
