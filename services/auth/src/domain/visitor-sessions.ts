import type { ResolvedSession } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { findLiveSessionBySecretHash, insertSession, touchSession } from '../db/session-repository';

/** last_seen_at is kept to the minute: one write per session per minute, not one per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The live session a secret hash belongs to (`auth.session.resolve`), or null when it is unknown,
 * rotated away or revoked. Marks the session as seen when its last sighting is over a minute old.
 */
export async function resolveSession(
  knex: Knex,
  secretHash: string,
  now: Date = new Date(),
): Promise<ResolvedSession | null> {
  const session = await findLiveSessionBySecretHash(knex, secretHash);
  if (!session) return null;
  const notBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  if (session.lastSeenAt < notBefore) await touchSession(knex, session.id, notBefore);
  return { publicId: session.publicId, userId: session.userId, username: session.username };
}

/**
 * A new anonymous session under the gateway's fresh secret hash (`auth.session.create`). Asking
 * again with the same hash answers the same session.
 */
export async function createVisitorSession(knex: Knex, secretHash: string): Promise<ResolvedSession> {
  const session = await insertSession(knex, secretHash);
  // Only a hash that once belonged to a revoked session gets here: the gateway must make a new secret.
  if (!session) throw new Error('the secret hash belongs to a revoked session');
  return { publicId: session.publicId, userId: session.userId, username: session.username };
}
