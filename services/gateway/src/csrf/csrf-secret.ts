import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';

const EPHEMERAL_SECRET_BYTES = 32;

/**
 * The configured CSRF_SECRET, or (outside production, where configuration insists on it) a random
 * one for this process, so that `npm start` works without configuration. Its tokens change on every
 * restart and differ between replicas, which the warning says.
 */
export function csrfSecretOrEphemeral(configured: string | null, logger: Logger): string {
  if (configured !== null) return configured;
  logger.warn(
    'CSRF_SECRET is not set: using a random secret for this process; CSRF tokens change on every restart and differ between replicas (set CSRF_SECRET in production)',
  );
  return randomBytes(EPHEMERAL_SECRET_BYTES).toString('base64url');
}
