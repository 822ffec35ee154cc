import { UPSTREAM_SERVICE_NAMES } from '@groupmap/contracts';
import { z } from 'zod';

/** The header carrying the gateway's signed identity token to the services. */
export const IDENTITY_HEADER = 'x-groupmap-identity';

/** The only algorithm signed and accepted: an asymmetric one, so services hold only the public key. */
export const IDENTITY_ALGORITHM = 'ES256';

/**
 * The services the gateway signs identity tokens for; each token's `aud` names exactly one, which
 * checks it, so a token captured on its way to one service is refused by every other. They are the
 * services behind the gateway in contracts' registry of deployables.
 */
export const IDENTITY_AUDIENCES = UPSTREAM_SERVICE_NAMES;
export type IdentityAudience = (typeof IDENTITY_AUDIENCES)[number];

/** Who is calling, as the gateway resolved it (architecture.md, "Identity to services"). */
export interface Identity {
  /** The signed-in user, or null for a visitor. */
  userId: number | null;
  username: string | null;
  /** The visitor session's public id (never its secret), or null when there is none. */
  sessionId: string | null;
  /** The client IP the gateway decided; services never read X-Forwarded-For. */
  ip: string;
  requestId: string;
}

/** The JWT claims carrying an Identity (docs/interfaces.md, "Identity token"). */
export const identityClaimsSchema = z.object({
  sub: z.number().int().nullable(),
  username: z.string().nullable(),
  sid: z.string().nullable(),
  ip: z.string(),
  /**
   * The request id, in tokens minted per request (tests). The gateway's tokens leave it out since
   * issue 27: one token serves a session's requests for a while, each request's id travels in
   * `x-request-id` beside it (docs/decisions/kit.md, Identity tokens reused).
   */
  rid: z.string().optional(),
});

export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/** The identity a token carries: everything but the request id when the token leaves it out. */
export type TokenIdentity = Omit<Identity, 'requestId'> & { requestId?: string };

/** The token claims for an Identity (what signIdentity writes); `rid` only when it has a request id. */
export function toClaims(identity: TokenIdentity): IdentityClaims {
  return {
    sub: identity.userId,
    username: identity.username,
    sid: identity.sessionId,
    ip: identity.ip,
    ...(identity.requestId !== undefined && { rid: identity.requestId }),
  };
}

/** The identity carried by verified token claims (`requestId` only when the token has one). */
export function fromClaims(claims: IdentityClaims): TokenIdentity {
  return {
    userId: claims.sub,
    username: claims.username,
    sessionId: claims.sid,
    ip: claims.ip,
    ...(claims.rid !== undefined && { requestId: claims.rid }),
  };
}
