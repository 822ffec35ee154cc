import jwt from 'jsonwebtoken';
import { IDENTITY_ALGORITHM, toClaims, type Identity } from './identity';

export interface SignIdentityOptions {
  /** Lifetime of the token; the gateway mints one per request, so a minute is plenty. */
  expiresInSeconds?: number;
}

const DEFAULT_LIFETIME_SECONDS = 60;

/**
 * Signs an identity token for the `x-groupmap-identity` header (ES256, private key in PEM).
 * The gateway calls it for every request it forwards; tests use `mintTestIdentity` instead.
 */
export function signIdentity(
  privateKeyPem: string,
  identity: Identity,
  { expiresInSeconds = DEFAULT_LIFETIME_SECONDS }: SignIdentityOptions = {},
): string {
  return jwt.sign(toClaims(identity), privateKeyPem, {
    algorithm: IDENTITY_ALGORITHM,
    expiresIn: expiresInSeconds,
  });
}
