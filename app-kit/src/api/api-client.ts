import { createApiClient, type ApiClient } from '@groupmap/contracts';
import { csrfMiddleware } from './csrf';
import { sessionRetryFetch } from './session-retry';

/**
 * The browser's typed API client: same-origin paths through the gateway, the session cookie sent
 * (`credentials: 'include'`), the CSRF header added to state-changing requests, and such a request
 * refused for want of a session retried once after `GET /api/session` (session-retry).
 */
export function createBrowserApiClient(
  options: {
    baseUrl?: string;
    readCookies?: () => string;
    /** What sends the requests: the browser's fetch, or the shell's, which has some answers early. */
    fetch?: (request: Request) => Promise<Response>;
  } = {},
): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetch: sessionRetryFetch({ readCookies: options.readCookies, fetch: options.fetch }),
    middleware: [csrfMiddleware(options.readCookies)],
  });
}

let client: ApiClient | undefined;

/** The page's one API client (app-kit is a Module Federation singleton, so every app gets this one). */
export function getApiClient(): ApiClient {
  client ??= createBrowserApiClient();
  return client;
}
