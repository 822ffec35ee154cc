import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

// Parsing a PEM key costs about as much as signing with it (the gateway signs a token per request,
// every service verifies one): each distinct PEM is parsed once per process. A process holds one or
// two keys, so the caches stay tiny.
const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject>();

function cached(cache: Map<string, KeyObject>, pem: string, parse: (pem: string) => KeyObject): KeyObject {
  let key = cache.get(pem);
  if (!key) {
    key = parse(pem);
    cache.set(pem, key);
  }
  return key;
}

/** The private key object of `pem`, parsed once. */
export const privateKeyOf = (pem: string): KeyObject => cached(privateKeys, pem, createPrivateKey);

/** The public key object of `pem`, parsed once. */
export const publicKeyOf = (pem: string): KeyObject => cached(publicKeys, pem, createPublicKey);
