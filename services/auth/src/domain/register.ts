import { messages } from '@groupmap/contracts';
import { badRequest, conflict, ipRateLimitKey, type Logger, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { AuthConfig } from '../config';
import { DuplicateUserError, insertUser, takenIdentifiers, type User } from '../db/user-repository';
import { isCommonPassword } from './common-passwords';
import type { PasswordHasher } from './password-hasher';
import { emailVerificationSettings, sendEmailVerification } from './send-email-verification';
import { signInSession, type HandedOverSession } from './sign-in-session';

export interface RegisterDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: { registerSession: RateLimiter; registerIp: RateLimiter };
  logger: Logger;
  /** Where the verification mail's link points and how long it works. */
  config: Pick<AuthConfig, 'PUBLIC_ORIGIN' | 'EMAIL_VERIFICATION_TTL_SECONDS'>;
  clock: () => Date;
}

/** A registration that passed the contract's field rules (registerBodySchema). */
export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  sessionId: string | null;
  ip: string;
}

const duplicate = (field: 'username' | 'email') =>
  field === 'username'
    ? conflict(messages.usernameTaken, 'username_taken')
    : conflict(messages.emailTaken, 'email_taken');

/**
 * Creates an account on the free plan and signs it in on the visitor session, as login does.
 * Refuses the most common passwords, usernames already registered in any spelling of their key
 * (letter case, compatibility forms) and e-mails in any letter case (the username first when both are).
 * Counted per visitor session and per client IP. A link to verify the e-mail is mailed, queued in
 * the same transaction; the account works whether or not it is ever used.
 */
export async function register(
  { knex, hasher, limits, logger, config, clock }: RegisterDeps,
  { username, email, password, sessionId, ip }: RegisterInput,
): Promise<{ user: User; session: HandedOverSession }> {
  // A field rule like the others, so it costs no attempt; the attempt is counted before the duplicate
  // checks, which tell whether an account exists.
  if (isCommonPassword(password)) throw badRequest(messages.passwordTooCommon, 'password_too_common');
  if (sessionId !== null) await limits.registerSession.consume(sessionId);
  await limits.registerIp.consume(ipRateLimitKey(ip));

  const taken = await takenIdentifiers(knex, username, email);
  if (taken.username) throw duplicate('username');
  if (taken.email) throw duplicate('email');

  const passwordHash = await hasher.hash(password);
  try {
    const result = await knex.transaction(async (trx) => {
      const user = await insertUser(trx, { username, email, passwordHash });
      const session = await signInSession(trx, { publicId: sessionId, userId: user.id });
      await sendEmailVerification(trx, emailVerificationSettings(config), {
        user,
        email: user.email,
        reason: 'registration',
        now: clock(),
      });
      return { user, session };
    });
    logger.info({ event: 'register', userId: result.user.id, username, ip }, 'registered');
    return result;
  } catch (error) {
    // Another registration took the name or e-mail between the check and the insert.
    if (error instanceof DuplicateUserError) throw duplicate(error.field);
    throw error;
  }
}
