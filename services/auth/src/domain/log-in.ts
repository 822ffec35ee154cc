import { messages, usernameKey } from '@groupmap/contracts';
import { HttpError, httpError, ipRateLimitKey, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { cancelUserDeletion } from '../db/account-deletion-repository';
import { findUserByUsernameKey, updatePasswordHash, type User } from '../db/user-repository';
import type { AuthRateLimiters } from '../rate-limits';
import { loginLog } from './login-log';
import type { PasswordHasher } from './password-hasher';
import { signInSession, type HandedOverSession } from './sign-in-session';

export interface LogInDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: Pick<AuthRateLimiters, 'loginAccountIp' | 'loginAccount' | 'loginIp'>;
  /** How long an attempt on an account past its failure ceiling waits (LOGIN_ACCOUNT_DELAY_MS). */
  accountDelayMs: number;
  /** Waits; tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  logger: Logger;
}

export interface LogInInput {
  username: string;
  password: string;
  /** The visitor session the user is signing in to (identity `sid`). */
  sessionId: string | null;
  ip: string;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs a user in on the visitor session. An unknown username and a wrong password give the same
 * 401 "Invalid username or password" after about the same time (an unknown username is verified
 * against a dummy hash). The username is compared by its key (contracts' usernameKey), the same key
 * the limits count by, so no spelling of a name gets around them.
 *
 * Limits (docs/decisions/auth.md): attempts per client IP and per account-and-IP together refuse with
 * 429, so a stranger failing on purpose elsewhere never locks the owner out; failures per account
 * from every IP past a looser ceiling only slow each attempt down. A success clears the
 * account-and-IP count, never the IP's (a valid account must not reset an attacker's budget).
 * Every outcome is logged with the username and IP, never the password or the secret.
 *
 * An account an operator suspended (account:suspend) is refused with 403 `account_suspended`.
 *
 * A login within an account's deletion grace period cancels the deletion (issue 11), in the same
 * transaction as the sign-in; `deletionCancelled` says so, for the browser to tell the user.
 */
export async function logIn(
  { knex, hasher, limits, accountDelayMs, sleep = realSleep, logger }: LogInDeps,
  { username, password, sessionId, ip }: LogInInput,
): Promise<{ user: User; session: HandedOverSession; deletionCancelled: boolean }> {
  const key = usernameKey(username);
  const accountIpKey = `${key}|${ipRateLimitKey(ip)}`;
  const log = loginLog(logger);
  try {
    await limits.loginIp.consume(ipRateLimitKey(ip));
    await limits.loginAccountIp.consume(accountIpKey);
  } catch (error) {
    if (error instanceof HttpError) log.failure({ reason: 'rate_limited', username, ip });
    throw error;
  }
  // Past the account's failure ceiling every attempt waits: guessing slows down, the owner still gets in.
  const slowed = (await limits.loginAccount.used(key)) >= limits.loginAccount.points;
  if (slowed) await sleep(accountDelayMs);
  const user = await findUserByUsernameKey(knex, key);
  const valid = user
    ? await hasher.verify(user.passwordHash, password)
    : await hasher.verifyNothing(password);
  if (!user || !valid) {
    // Counted past the ceiling too (the refusal is ignored), so a continuing attack stays slowed.
    await limits.loginAccount.attempt(key);
    log.failure({ reason: user ? 'wrong_password' : 'unknown_user', username, ip, slowed });
    throw httpError('invalid_credentials', messages.invalidCredentials);
  }
  // Told only after the correct password, so the refusal reveals nothing to someone guessing.
  if (user.suspendedAt) {
    log.failure({ reason: 'suspended', username, ip, slowed });
    throw httpError('account_suspended', messages.accountSuspended);
  }
  // Hashes made with weaker parameters than today's are upgraded while the password is at hand.
  const upgradedHash = hasher.needsRehash(user.passwordHash) ? await hasher.hash(password) : null;
  const { session, deletionCancelled } = await knex.transaction(async (trx) => {
    if (upgradedHash) await updatePasswordHash(trx, user.id, upgradedHash);
    return {
      session: await signInSession(trx, { publicId: sessionId, userId: user.id }),
      deletionCancelled: await cancelUserDeletion(trx, user.id),
    };
  });
  await limits.loginAccountIp.reset(accountIpKey);
  log.success({ userId: user.id, username: user.username, ip, slowed });
  if (deletionCancelled)
    logger.info({ event: 'account_deletion', outcome: 'cancelled', userId: user.id }, 'logged in');
  return { user, session, deletionCancelled };
}
