import { z } from 'zod';
import { TEXT_LIMITS } from '../domain/text-limits';

/**
 * `maps.access.check`: may this visitor session (signed in as `userId`, if any) read map `mapId`?
 * Realtime asks it before a socket joins a map's live channel (architecture.md, Password-protected
 * maps). Allowed for the owner, for an unprotected map, and for a session holding a grant of the
 * map's current password version. A missing map answers `allowed: false`, `passwordVersion: 0`.
 */
export const mapAccessCheckRequestSchema = z.object({
  mapId: z.number().int().positive(),
  sessionId: z.string().min(1).max(TEXT_LIMITS.sessionId).nullable(),
  userId: z.number().int().positive().nullable(),
});
export const mapAccessCheckReplySchema = z.object({
  allowed: z.boolean(),
  /** The map's current password version, so the caller can drop access when an event carries a newer one. */
  passwordVersion: z.number().int().nonnegative(),
});

export type MapAccessCheckRequest = z.infer<typeof mapAccessCheckRequestSchema>;
export type MapAccessCheckReply = z.infer<typeof mapAccessCheckReplySchema>;
