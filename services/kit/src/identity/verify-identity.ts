import jwt from 'jsonwebtoken';
import {
  IDENTITY_ALGORITHM,
  fromClaims,
  identityClaimsSchema,
  type Identity,
  type IdentityAudience,
} from './identity';
import { publicKeyOf } from './key-objects';

/** Seconds of clock difference between the gateway and a service that are tolerated. */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies an identity token and returns its Identity, or null when it is missing, malformed, signed
 * with another key or algorithm, meant for another service (`aud`), expired, without an expiry, or
 * carrying claims of the wrong shape.
 * Used by the identity middleware and by WebSocket upgrades, which do not pass through Express.
 */
export function verifyIdentityToken(
  publicKeyPem: string,
  token: string | undefined,
  audience: IdentityAudience,
): Identity | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, publicKeyOf(publicKeyPem), {
      algorithms: [IDENTITY_ALGORITHM],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      audience,
    });
    // A token without `exp` would be valid forever; the gateway always sets one.
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    const claims = identityClaimsSchema.safeParse(payload);
    return claims.success ? fromClaims(claims.data) : null;
  } catch {
    return null;
  }
}
