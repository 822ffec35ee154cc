import { messages } from '@groupmap/contracts';
import { HttpError, httpError, type Logger, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findUserByUsername, updatePasswordHash, type User } from '../db/user-repository';
import { loginLog } from './login-log';
import type { PasswordHasher } from './password-hasher';
import { rotateSession, type RotatedSession } from './rotate-session';

export interface LogInDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: { loginAccount: RateLimiter; loginIp: RateLimiter };
  logger: Logger;
}

export interface LogInInput {
  username: string;
  password: string;
  /** The visitor session the user is signing in to (identity `sid`). */
  sessionId: string | null;
  ip: string;
}

/**
 * Signs a user in on the visitor session. An unknown username and a wrong password give the same
 * 401 "Invalid username or password" after about the same time (an unknown username is verified
 * against a dummy hash). Attempts count per client IP and per account (username, any case); a
 * success clears the account's count, never the IP's (a valid account must not reset an attacker's
 * budget). Every outcome is logged with the username and IP, never the password or the secret.
 */
export async function logIn(
  { knex, hasher, limits, logger }: LogInDeps,
  { username, password, sessionId, ip }: LogInInput,
): Promise<{ user: User; session: RotatedSession }> {
  const accountKey = username.toLowerCase();
  const log = loginLog(logger);

  try {
    await limits.loginIp.consume(ip);
    await limits.loginAccount.consume(accountKey);
  } catch (error) {
    if (error instanceof HttpError) log.failure({ reason: 'rate_limited', username, ip });
    throw error;
  }

  const user = await findUserByUsername(knex, username);
  const valid = user
    ? await hasher.verify(user.passwordHash, password)
    : await hasher.verifyNothing(password);
  if (!user || !valid) {
    log.failure({ reason: user ? 'wrong_password' : 'unknown_user', username, ip });
    throw httpError('invalid_credentials', messages.invalidCredentials);
  }

  // Hashes made with weaker parameters than today's are upgraded while the password is at hand.
  const upgradedHash = hasher.needsRehash(user.passwordHash) ? await hasher.hash(password) : null;
  const session = await knex.transaction(async (trx) => {
    if (upgradedHash) await updatePasswordHash(trx, user.id, upgradedHash);
    return rotateSession(trx, { publicId: sessionId, reason: 'login', userId: user.id });
  });
  await limits.loginAccount.reset(accountKey);
  log.success({ userId: user.id, username: user.username, ip });
  return { user, session };
}
