import { z } from 'zod';
import { TEXT_LIMITS } from '../domain/text-limits';

/**
 * The gateway's questions to auth about visitor sessions (architecture.md, Requests). The gateway
 * sends only the SHA-256 hex of the `session_id` cookie's secret: the secret itself never leaves it.
 */
const secretHash = z
  .string()
  .length(64)
  .regex(/^[0-9a-f]{64}$/);

/** `auth.session.resolve`: which session (and user) does this secret belong to? */
export const resolveSessionRequestSchema = z.object({ secretHash });
export const resolvedSessionSchema = z.object({
  /** The session's public id (what `GET /api/session` answers and `sid` in the identity token). */
  publicId: z.string().min(1).max(TEXT_LIMITS.sessionId),
  userId: z.number().int().positive().nullable(),
  username: z.string().max(TEXT_LIMITS.username).nullable(),
});
/** `session: null` when the secret is unknown, rotated away or revoked. */
export const resolveSessionReplySchema = z.object({ session: resolvedSessionSchema.nullable() });

/**
 * `auth.session.create`: a new anonymous session for a visitor without a valid cookie, on a page load
 * or `GET /api/session`. Creation is limited per client IP (a backstop sized for a shared IP), so the
 * gateway sends the IP it decided.
 */
export const createSessionRequestSchema = z.object({ secretHash, ip: z.string().min(1).max(64) });
/** `session: null` when the IP created too many sessions lately; it may try again after `retryAfterSeconds`. */
export const createSessionReplySchema = z.union([
  z.object({ session: resolvedSessionSchema }),
  z.object({ session: z.null(), retryAfterSeconds: z.number().int().positive() }),
]);

export type ResolvedSession = z.infer<typeof resolvedSessionSchema>;
export type ResolveSessionRequest = z.infer<typeof resolveSessionRequestSchema>;
export type ResolveSessionReply = z.infer<typeof resolveSessionReplySchema>;
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>;
export type CreateSessionReply = z.infer<typeof createSessionReplySchema>;
