import type { IncomingMessage } from 'node:http';
import type { Identity } from '@groupmap/svc-kit';

/** The part of an identity that comes from the visitor's session cookie. */
export type SessionIdentity = Pick<Identity, 'userId' | 'username' | 'sessionId'>;

/**
 * Looks up the session behind a request (HTTP or WebSocket upgrade). The accounts issue plugs the
 * session store in here: read the `session_id` cookie, ask auth (with a short cache), create a
 * session for a visitor without one. Null means "no session": the token then carries no user.
 */
export type ResolveSession = (req: IncomingMessage) => Promise<SessionIdentity | null>;

/** Until sessions exist every request is an anonymous visitor without a session. */
export const noSession: ResolveSession = async () => null;
