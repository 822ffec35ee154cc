import type { IncomingMessage } from 'node:http';
import type { ProxyRoute } from './routing/resolve-route';
import type { SessionScope } from './session/session-scope';
import type { SessionOutcome } from './session/resolve-request-session';

/** A session the request is served under (found, or created for it). */
export type ServedSession = Extract<SessionOutcome, { kind: 'session' }>;

/** What the middleware chain has decided about a request on its way to an upstream. */
export interface RequestState {
  route: ProxyRoute;
  /** The client's IP as the gateway decides it (trusted proxy hops), decided once per request. */
  ip: string;
  scope: SessionScope;
  /** Null when the request needs none, or auth could not be asked and the request may go on without. */
  session: ServedSession | null;
}

// Keyed by the request object: the proxy's response hook gets the same IncomingMessage back.
const states = new WeakMap<IncomingMessage, RequestState>();

export function setRequestState(req: IncomingMessage, state: RequestState): void {
  states.set(req, state);
}

/** The state routeRequest recorded; undefined for requests that never reached it. */
export function findRequestState(req: IncomingMessage): RequestState | undefined {
  return states.get(req);
}

/** The state routeRequest recorded; the middleware after it can rely on it being there. */
export function requestState(req: IncomingMessage): RequestState {
  const state = states.get(req);
  if (!state) throw new Error('request state read before routeRequest ran');
  return state;
}
