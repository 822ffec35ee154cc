import { z } from 'zod';

/**
 * The gateway's questions to auth about visitor sessions (architecture.md, Requests). The gateway
 * sends only the SHA-256 hex of the `session_id` cookie's secret: the secret itself never leaves it.
 */
const secretHash = z.string().regex(/^[0-9a-f]{64}$/);

/** `auth.session.resolve`: which session (and user) does this secret belong to? */
export const resolveSessionRequestSchema = z.object({ secretHash });
export const resolvedSessionSchema = z.object({
  /** The session's public id (what `GET /api/session` answers and `sid` in the identity token). */
  publicId: z.string().min(1),
  userId: z.number().int().positive().nullable(),
  username: z.string().nullable(),
});
/** `session: null` when the secret is unknown, rotated away or revoked. */
export const resolveSessionReplySchema = z.object({ session: resolvedSessionSchema.nullable() });

/** `auth.session.create`: a new anonymous session for a visitor without a valid cookie. */
export const createSessionRequestSchema = z.object({ secretHash });
export const createSessionReplySchema = z.object({ session: resolvedSessionSchema });

export type ResolvedSession = z.infer<typeof resolvedSessionSchema>;
export type ResolveSessionRequest = z.infer<typeof resolveSessionRequestSchema>;
export type ResolveSessionReply = z.infer<typeof resolveSessionReplySchema>;
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>;
export type CreateSessionReply = z.infer<typeof createSessionReplySchema>;
