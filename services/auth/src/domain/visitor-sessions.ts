import type { ResolvedSession } from '@groupmap/contracts';
import { ipRateLimitKey, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import {
  findLiveSessionBySecretHash,
  insertSession,
  markSessionUsed,
  touchSession,
} from '../db/session-repository';
import { sessionCutoffs } from './session-lifetimes';

/** last_seen_at is kept to the minute: one write per session per minute, not one per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The live session a secret hash belongs to (`auth.session.resolve`), or null when it is unknown,
 * rotated away, ended or expired. Marks the session as used the first time (a session nobody used
 * after the page load that made it lives a day), and as seen when its last sighting is over a minute
 * old, which is what keeps it alive.
 */
export async function resolveSession(
  knex: Knex,
  secretHash: string,
  now: Date = new Date(),
): Promise<ResolvedSession | null> {
  const session = await findLiveSessionBySecretHash(knex, secretHash, sessionCutoffs(now));
  if (!session) return null;
  const notBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  // A session resolved is used: a request came after the one that made it (issue 21).
  if (session.usedAt === null) await markSessionUsed(knex, session.id, now);
  else if (session.lastSeenAt < notBefore) await touchSession(knex, session.id, now, notBefore);
  return { publicId: session.publicId, userId: session.userId, username: session.username };
}

export type CreatedVisitorSession =
  { session: ResolvedSession } | { session: null; retryAfterSeconds: number };

/**
 * A new anonymous session under the gateway's fresh secret hash (`auth.session.create`), unless the
 * client IP created too many lately (`limit`, a backstop sized for a shared IP: page loads and
 * `GET /api/session` are the only callers). Asking again with the same hash answers the same session.
 */
export async function createVisitorSession(
  knex: Knex,
  {
    secretHash,
    ip,
    limit,
    now = new Date(),
  }: { secretHash: string; ip: string; limit: RateLimiter; now?: Date },
): Promise<CreatedVisitorSession> {
  const allowed = await limit.attempt(ipRateLimitKey(ip));
  if (!allowed.allowed) return { session: null, retryAfterSeconds: allowed.retryAfterSeconds };
  const session = await insertSession(knex, secretHash, sessionCutoffs(now));
  // Only a hash that once belonged to an ended session gets here: the gateway must make a new secret.
  if (!session) throw new Error('the secret hash belongs to a session that ended');
  return { session: { publicId: session.publicId, userId: session.userId, username: session.username } };
}
