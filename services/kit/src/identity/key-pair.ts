import { generateKeyPairSync } from 'node:crypto';

export interface IdentityKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * A fresh EC P-256 key pair in PEM (SPKI public, PKCS#8 private) for ES256 identity tokens.
 * The local runner uses it when no key is configured; tests use one per process.
 */
export function generateIdentityKeyPair(): IdentityKeyPair {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
