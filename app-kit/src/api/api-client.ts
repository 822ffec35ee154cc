import { createApiClient, type ApiClient } from '@groupmap/contracts';
import { csrfMiddleware } from './csrf';

/**
 * The browser's typed API client: same-origin paths through the gateway, the session cookie sent
 * (`credentials: 'include'`), and the CSRF header added to state-changing requests.
 */
export function createBrowserApiClient(
  options: { baseUrl?: string; readCookies?: () => string } = {},
): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl,
    credentials: 'include',
    middleware: [csrfMiddleware(options.readCookies)],
  });
}

let client: ApiClient | undefined;

/** The page's one API client (app-kit is a Module Federation singleton, so every app gets this one). */
export function getApiClient(): ApiClient {
  client ??= createBrowserApiClient();
  return client;
}
