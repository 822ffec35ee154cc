import type { Logger } from '@groupmap/svc-kit';

/** Why a login failed; only the log tells, the client always gets the one message. */
export type LoginFailureReason =
  'invalid_request' | 'rate_limited' | 'unknown_user' | 'wrong_password' | 'suspended';

/**
 * The structured log entries of login attempts (one per attempt, at info): who tried and from where,
 * never the password or the session secret.
 */
export function loginLog(logger: Logger) {
  return {
    success(entry: { userId: number; username: string; ip: string; slowed?: boolean }) {
      logger.info({ event: 'login', outcome: 'success', ...entry }, 'login succeeded');
    },
    failure(entry: { reason: LoginFailureReason; username: string | null; ip: string; slowed?: boolean }) {
      logger.info({ event: 'login', outcome: 'failure', ...entry }, 'login failed');
    },
  };
}
