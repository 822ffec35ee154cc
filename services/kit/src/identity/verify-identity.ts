import jwt from 'jsonwebtoken';
import {
  IDENTITY_ALGORITHM,
  fromClaims,
  identityClaimsSchema,
  type Identity,
  type IdentityAudience,
  type TokenIdentity,
} from './identity';
import { BoundedMap } from '../collections/bounded-map';
import { publicKeyOf } from './key-objects';

/** Seconds of clock difference between the gateway and a service that are tolerated. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** Verified tokens remembered per public key: the gateway reuses a session's token for a while. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  identity: TokenIdentity;
  /** When the token stops being accepted (its `exp` plus the tolerated skew), in ms. */
  acceptedUntil: number;
}

const verifiedByKey = new Map<string, BoundedMap<string, VerifiedToken>>();

function verifiedTokens(publicKeyPem: string): BoundedMap<string, VerifiedToken> {
  let cache = verifiedByKey.get(publicKeyPem);
  if (!cache) {
    cache = new BoundedMap(VERIFIED_TOKENS_KEPT);
    verifiedByKey.set(publicKeyPem, cache);
  }
  return cache;
}

/**
 * Drops the remembered tokens that expired, oldest first, up to the first still accepted: tokens are
 * remembered about in the order they expire (each lives the same 60 s, first seen within its 30 s of
 * reuse). Without it, expired tokens stayed until the count bound pushed them out: under steady
 * traffic the cache grew for as long as it took to reach 10,000 (issue 29's soak: half an hour of
 * RSS rising in every service).
 */
function forgetExpired(cache: BoundedMap<string, VerifiedToken>, now: number): void {
  for (const [key, { acceptedUntil }] of cache) {
    if (acceptedUntil >= now) return;
    cache.delete(key);
  }
}

/** How many verified tokens are remembered under `publicKeyPem` (its tests' view of the bound). */
export function rememberedTokenCount(publicKeyPem: string): number {
  return verifiedByKey.get(publicKeyPem)?.size ?? 0;
}

/** The token's identity after checking its signature, algorithm, audience, expiry and claims. */
function verifySignedToken(
  publicKeyPem: string,
  token: string,
  audience: IdentityAudience,
): VerifiedToken | null {
  try {
    const payload = jwt.verify(token, publicKeyOf(publicKeyPem), {
      algorithms: [IDENTITY_ALGORITHM],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      audience,
    });
    // A token without `exp` would be valid forever; the gateway always sets one.
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    const claims = identityClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return {
      identity: fromClaims(claims.data),
      acceptedUntil: (payload.exp + CLOCK_TOLERANCE_SECONDS) * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * Verifies an identity token and returns its Identity, or null when it is missing, malformed, signed
 * with another key or algorithm, meant for another service (`aud`), expired, without an expiry, or
 * carrying claims of the wrong shape. The request id is the token's own (tests mint one per request)
 * or else `requestId`, the one the gateway sent beside it (`x-request-id`).
 *
 * A token verified once is remembered (per public key and audience, until it expires): the gateway
 * reuses a session's token for its next requests (issue 27), so only its first costs a signature check.
 * Used by the identity middleware and by WebSocket upgrades, which do not pass through Express.
 */
export function verifyIdentityToken(
  publicKeyPem: string,
  token: string | undefined,
  audience: IdentityAudience,
  requestId = '',
  now = Date.now(),
): Identity | null {
  if (!token) return null;
  const cache = verifiedTokens(publicKeyPem);
  const cacheKey = `${audience} ${token}`;
  let verified = cache.get(cacheKey);
  if (!verified) {
    verified = verifySignedToken(publicKeyPem, token, audience) ?? undefined;
    if (!verified) return null;
    forgetExpired(cache, now);
    cache.set(cacheKey, verified);
  }
  if (now > verified.acceptedUntil) {
    cache.delete(cacheKey);
    return null;
  }
  return { ...verified.identity, requestId: verified.identity.requestId ?? requestId };
}
