import { z } from 'zod';
import { PERMALINK_STORAGE_MAX_LENGTH } from '../domain/permalink';
import { TEXT_LIMITS } from '../domain/text-limits';

/**
 * `maps.access.check`: may this visitor session (signed in as `userId`, if any) read a map, named by
 * `mapId` or by `permalink` (exactly one)? Realtime asks it before a socket of
 * `/ws/map/{permalink}` joins the map's live channel (architecture.md, Password-protected maps).
 * Allowed for the owner, for an unprotected map, and for a session holding a live grant of the map's
 * current password version. A missing map answers `allowed: false`, `mapId: null`, `passwordVersion: 0`.
 */
const visitor = {
  sessionId: z.string().min(1).max(TEXT_LIMITS.sessionId).nullable(),
  userId: z.number().int().positive().nullable(),
};
export const mapAccessCheckRequestSchema = z.union([
  z.object({ mapId: z.number().int().positive(), permalink: z.undefined().optional(), ...visitor }),
  z.object({
    permalink: z.string().min(1).max(PERMALINK_STORAGE_MAX_LENGTH),
    mapId: z.undefined().optional(),
    ...visitor,
  }),
]);
export const mapAccessCheckReplySchema = z.object({
  allowed: z.boolean(),
  /** The map's current password version, so the caller can drop access when an event carries a newer one. */
  passwordVersion: z.number().int().nonnegative(),
  /** The map's id (what its events name as aggregate), or null when no such map exists. */
  mapId: z.number().int().positive().nullable(),
  /** The map's owner (its flagged live messages go to them), null for the ownerless demo map or none. */
  ownerId: z.number().int().positive().nullable(),
  /** The maps database's epoch (`sequence_epoch`, the locations list's `X-Map-Epoch`). */
  epoch: z.string().min(1).max(100),
  /**
   * When the access ends: the expiry of the grant it rests on (ISO 8601), or null when it rests on
   * none (owner, unprotected map) or is not allowed.
   */
  grantExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The contributor identities on this map the session holds besides the one it created (issue 26: a
   * mailed link binds an identity to more sessions), so realtime flags their locations as the
   * viewer's; absent from older responders.
   */
  contributorIds: z.array(z.number().int().positive()).max(100).optional(),
});

export type MapAccessCheckRequest = z.infer<typeof mapAccessCheckRequestSchema>;
export type MapAccessCheckReply = z.infer<typeof mapAccessCheckReplySchema>;
