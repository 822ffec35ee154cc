import jwt from 'jsonwebtoken';
import { IDENTITY_ALGORITHM, toClaims, type IdentityAudience, type TokenIdentity } from './identity';
import { privateKeyOf } from './key-objects';

export interface SignIdentityOptions {
  /** The service the token is for (`aud`); tests may name several, which every one of them accepts. */
  audience: IdentityAudience | readonly IdentityAudience[];
  /** Lifetime of the token; the gateway mints one per request, so a minute is plenty. */
  expiresInSeconds?: number;
}

const DEFAULT_LIFETIME_SECONDS = 60;

/**
 * Signs an identity token for the `x-groupmap-identity` header (ES256, private key in PEM), for the
 * one service named by `audience`. The gateway signs one per session, client IP and service and
 * reuses it for a while (without a request id); tests use `mintTestIdentity` instead.
 */
export function signIdentity(
  privateKeyPem: string,
  identity: TokenIdentity,
  { audience, expiresInSeconds = DEFAULT_LIFETIME_SECONDS }: SignIdentityOptions,
): string {
  return jwt.sign(toClaims(identity), privateKeyOf(privateKeyPem), {
    algorithm: IDENTITY_ALGORITHM,
    expiresIn: expiresInSeconds,
    audience: typeof audience === 'string' ? audience : [...audience],
  });
}
