// A visitor that talks to the platform's API without a browser page: its own cookie jar, a session
// from GET /api/session, and the CSRF header on state-changing calls, as the browser's client sends it.
import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { TEST_PASSWORD, uniqueUsername } from './accounts';
import type { Probe } from './probe';

export interface ApiVisitor {
  context: APIRequestContext;
  /** Sends one probe, with the CSRF header of the current session; never throws on a status. */
  send(method: string, probe: Probe): Promise<APIResponse>;
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm test` or the e2e global setup');
  return url;
}

/** The CSRF token of `context`'s session, for the header of a state-changing call. */
export async function csrfToken(context: APIRequestContext): Promise<string> {
  const cookie = (await context.storageState()).cookies.find(({ name }) => name === 'csrf_token');
  return cookie?.value ?? '';
}

/**
 * A visitor over `context` (a context of its own, or a browser page's `page.request`, which shares
 * the page's cookies), given a session (not signed in) first.
 */
export async function apiVisitor(context: APIRequestContext): Promise<ApiVisitor> {
  const session = await context.get('/api/session');
  expect(session.status(), await session.text()).toBe(200);
  return {
    context,
    async send(method, { url, headers, body }) {
      const options = {
        method,
        headers: { ...headers, 'x-csrf-token': await csrfToken(context) },
        failOnStatusCode: false,
        maxRedirects: 0,
      };
      if (!body) return context.fetch(url, options);
      if ('json' in body) return context.fetch(url, { ...options, data: body.json });
      if ('multipart' in body) return context.fetch(url, { ...options, multipart: body.multipart });
      return context.fetch(url, {
        ...options,
        headers: { ...options.headers, 'content-type': body.contentType },
        data: body.raw,
      });
    },
  };
}

/** A new visitor with a request context of its own. */
export async function newApiVisitor(): Promise<ApiVisitor> {
  return apiVisitor(await request.newContext({ baseURL: baseUrl() }));
}

/** A JSON call that must succeed during set-up. */
export async function postJson<T>(visitor: ApiVisitor, path: string, data: unknown): Promise<T> {
  const response = await visitor.context.post(path, {
    data,
    headers: { 'x-csrf-token': await csrfToken(visitor.context) },
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Registers a new user on `visitor`'s session, which signs it in; answers the username. */
export async function registerVisitor(visitor: ApiVisitor): Promise<string> {
  const username = uniqueUsername('sweep');
  await postJson(visitor, '/api/register', {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
  });
  return username;
}
