import { CSRF_COOKIE, CSRF_HEADER } from '@groupmap/contracts';
import { readCookie } from './csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The gateway's refusal of a state-changing call without a session or with a stale CSRF token. */
const CSRF_REJECTED = { status: 403, code: 'csrf_rejected' } as const;
const SESSION_PATH = '/api/session';

type Fetch = (request: Request) => Promise<Response>;

export interface SessionRetryOptions {
  /** The fetch that sends requests (the browser's by default). */
  fetch?: Fetch;
  /** `document.cookie` by default; tests pass their own. */
  readCookies?: () => string;
}

function isCsrfRejection(response: Response): boolean {
  return (
    response.status === CSRF_REJECTED.status && response.headers.get('x-error-code') === CSRF_REJECTED.code
  );
}

/**
 * A fetch for the API client that recovers a write refused for want of a session (architecture.md,
 * Requests): the gateway creates sessions only on page loads and `GET /api/session`, so a write from
 * a page whose session expired, or from a tab opened before logout elsewhere, gets 403
 * `csrf_rejected`. This asks `GET /api/session` (which sets the session and CSRF cookies) and sends
 * the write once more with the new token; a second refusal is the caller's to show.
 */
export function sessionRetryFetch({
  fetch = (request) => globalThis.fetch(request),
  readCookies = () => document.cookie,
}: SessionRetryOptions = {}): Fetch {
  return async (request) => {
    if (SAFE_METHODS.has(request.method.toUpperCase())) return fetch(request);
    // A body can be read once, so it is held as bytes and each try gets its own request. Bytes, not a
    // cloned stream: the browser then sends (and shows in its tools) a plain body.
    const body = await request.arrayBuffer();
    const response = await fetch(new Request(request, { body }));
    if (!isCsrfRejection(response)) return response;
    const session = await fetch(
      new Request(new URL(SESSION_PATH, request.url), { credentials: request.credentials }),
    );
    if (!session.ok) return response;
    const token = readCookie(CSRF_COOKIE, readCookies());
    if (token === undefined) return response;
    const headers = new Headers(request.headers);
    headers.set(CSRF_HEADER, token);
    return fetch(new Request(request, { body, headers }));
  };
}
