import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: unguessable, and what docs/interfaces.md fixes for the `session_id` cookie. */
const SECRET_BYTES = 32;

/** A fresh `session_id` cookie value: 32 random bytes, base64url. */
export function newSessionSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * The only form of a secret that leaves the gateway (`secretHash` in contracts/src/rpc): the SHA-256
 * hex of the cookie value's UTF-8 bytes. Auth stores and looks up this, never the secret itself; the
 * gateway and auth both make secrets (auth when it rotates one), with this one helper.
 */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
