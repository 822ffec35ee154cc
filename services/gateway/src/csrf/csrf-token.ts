import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of a session: base64url HMAC-SHA256(CSRF_SECRET, public id). Bound to the session's
 * public id, which survives login and logout, so a token stays valid while its session lives, and
 * no other session's token passes.
 */
export function csrfTokenFor(secret: string, sessionPublicId: string): string {
  return createHmac('sha256', secret).update(sessionPublicId, 'utf8').digest('base64url');
}

/** Compares a client's token with the expected one in constant time (no early exit on a prefix). */
export function csrfTokensEqual(expected: string, candidate: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(candidate, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
