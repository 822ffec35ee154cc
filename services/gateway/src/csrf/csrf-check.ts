import { csrfTokensEqual } from './csrf-token';
import { isOwnOrigin } from './own-origin';

export interface CsrfEvidence {
  /** The `x-csrf-token` header. */
  header: string | undefined;
  /** The `csrf_token` cookie. */
  cookie: string | undefined;
  /** The `Origin` header; browsers send it on cross-site and most same-origin state changes. */
  origin: string | undefined;
}

export interface CsrfExpectation {
  /** The token of the session the request is served under. */
  token: string;
  publicOrigin: string;
  /** Extra Origins trusted outside production (DEV_ORIGINS). */
  devOrigins?: readonly string[];
}

/**
 * The double-submit check of architecture.md (Requests): the header must equal the cookie (a
 * cross-site page can send neither), both must be the current session's token (a token planted for
 * another session does not pass), and an Origin, when present, must be ours.
 */
export function passesCsrfCheck(
  { header, cookie, origin }: CsrfEvidence,
  expected: CsrfExpectation,
): boolean {
  if (header === undefined || cookie === undefined) return false;
  if (origin !== undefined && !isOwnOrigin(origin, expected.publicOrigin, expected.devOrigins)) return false;
  // Both compared against the expected token: each comparison is constant-time, and equal to it
  // means equal to each other.
  const headerOk = csrfTokensEqual(expected.token, header);
  const cookieOk = csrfTokensEqual(expected.token, cookie);
  return headerOk && cookieOk;
}
