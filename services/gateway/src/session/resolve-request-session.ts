import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE, type ResolvedSession } from '@groupmap/contracts';
import { hashSessionSecret, newSessionSecret, RpcError } from '@groupmap/svc-kit';
import type { Logger } from 'pino';
import { readRequestCookie } from '../cookies';
import type { AuthSessionClient } from './auth-session-client';
import type { SessionCache } from './session-cache';

/** What the gateway knows about the session behind one request. */
export type SessionOutcome =
  | {
      kind: 'session';
      session: ResolvedSession;
      /** The hash of the secret this request is served under (its cookie's, or the one just issued). */
      secretHash: string;
      /** Set when a new session was created: the secret the response must set as the cookie. */
      issuedSecret?: string;
    }
  /** No valid cookie, and creating a session was not asked for. */
  | { kind: 'none' }
  /** No valid cookie, and auth refused a new session: the client IP created too many lately. */
  | { kind: 'refused'; retryAfterSeconds: number }
  /** Auth could not be asked; the caller decides whether the request can go on without a session. */
  | { kind: 'unavailable' };

export interface ResolveOptions {
  /**
   * The client IP to create a session for when the cookie is missing or unknown; absent: create none.
   * Sessions are made only where one is needed and a cookie can be set (architecture.md, Requests).
   */
  createForIp?: string;
}

export type ResolveRequestSession = (
  headers: IncomingHttpHeaders,
  options: ResolveOptions,
) => Promise<SessionOutcome>;

export interface SessionResolverDeps {
  client: AuthSessionClient;
  cache: SessionCache;
  logger: Logger;
}

/**
 * The session of a request: its `session_id` cookie, hashed, looked up in the cache or asked of auth.
 * A missing, unknown, expired or ended secret gets a brand-new session (when `createForIp` is given),
 * never a reused one, so a replayed old cookie cannot find its way back to a signed-in user.
 */
export function createSessionResolver({ client, cache, logger }: SessionResolverDeps): ResolveRequestSession {
  return async (headers, { createForIp }) => {
    try {
      const secret = readRequestCookie(headers, SESSION_COOKIE);
      if (secret !== undefined) {
        const secretHash = hashSessionSecret(secret);
        const session = await cache.lookup(secretHash, () => client.resolve(secretHash));
        if (session) return { kind: 'session', session, secretHash };
      }
      if (createForIp === undefined) return { kind: 'none' };

      const issuedSecret = newSessionSecret();
      const secretHash = hashSessionSecret(issuedSecret);
      let retryAfterSeconds = 0;
      const session = await cache.record(secretHash, async () => {
        const created = await client.create(secretHash, createForIp);
        if (created.session === null) retryAfterSeconds = created.retryAfterSeconds;
        return created.session;
      });
      if (!session) return { kind: 'refused', retryAfterSeconds };
      return { kind: 'session', session, secretHash, issuedSecret };
    } catch (error) {
      // Auth is down, slow or broken; anything else is a bug of ours and goes to the error handler.
      if (!(error instanceof RpcError)) throw error;
      logger.warn({ err: error, reason: error.reason }, 'could not resolve the session: auth unavailable');
      return { kind: 'unavailable' };
    }
  };
}
