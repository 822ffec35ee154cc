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
  rid: z.string(),
});

export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/** The token claims for an Identity (what signIdentity writes). */
export function toClaims(identity: Identity): IdentityClaims {
  return {
    sub: identity.userId,
    username: identity.username,
    sid: identity.sessionId,
    ip: identity.ip,
    rid: identity.requestId,
  };
}

/** The Identity carried by verified token claims. */
export function fromClaims(claims: IdentityClaims): Identity {
  return {
    userId: claims.sub,
    username: claims.username,
    sessionId: claims.sid,
    ip: claims.ip,
    requestId: claims.rid,
  };
}
