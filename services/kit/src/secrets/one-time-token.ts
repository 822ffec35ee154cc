import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, like the session secret: a link's token cannot be guessed. */
const TOKEN_BYTES = 32;

/** The shape of a token this module makes: 32 bytes in base64url, 43 characters. */
export const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a one-time link (password reset): 32 random bytes, base64url. The link carries the
 * token; only {@link hashOneTimeToken} of it is stored.
 */
export function newOneTimeToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What is stored for a token: its SHA-256 hex. A fast hash is enough (unlike passwords): the token
 * has 256 random bits, so no guessing attack on the stored hash is possible.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
