import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './generated/openapi';

export type { components, operations, paths };

/** A schema of the contract by name, e.g. `ApiSchema<'Location'>`. */
export type ApiSchema<K extends keyof components['schemas']> = components['schemas'][K];

/** The typed client: `client.GET('/api/maps/user')`, `client.POST('/api/maps', { body })`... */
export type ApiClient = Client<paths>;

export interface ApiClientOptions extends ClientOptions {
  /**
   * Middleware run around every request, in order (e.g. the app-kit's CSRF header). openapi-fetch's
   * `onRequest` may return a new Request; `onResponse` a new Response.
   */
  middleware?: readonly Middleware[];
}

/**
 * A client typed from openapi.yaml. Paths, parameters, bodies and responses are checked at compile
 * time; failures come back as `{ error, response }` where `error` is the `text/plain` message and
 * `response.headers.get('X-Error-Code')` the code. The app-kit builds the browser's client on this
 * with `credentials: 'include'` and its CSRF middleware; services and tests pass a `baseUrl` and
 * their own `fetch`.
 */
export function createApiClient({ middleware = [], ...options }: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>(options);
  if (middleware.length > 0) client.use(...middleware);
  return client;
}
