import { subscribeBroadcast } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { SessionCache } from './session-cache';

export interface RevocationListenerOptions {
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  cache: SessionCache;
  logger: Logger;
}

/**
 * Drops the cached lookups of a session the moment auth publishes that a user signed in on it
 * (`auth.session.bound.v1`: its secret rotated) or that it ended (`auth.session.ended.v1`: logout,
 * expiry, replaced, revoked). A broadcast subscription, so every gateway replica sees every event.
 */
export function listenForSessionRevocations({
  nc,
  prefix,
  cache,
  logger,
}: RevocationListenerOptions): Promise<{ stop(): Promise<void> }> {
  return subscribeBroadcast({
    nc,
    prefix,
    stream: 'auth',
    filterSubjects: ['auth.session.bound.v1', 'auth.session.ended.v1'],
    logger,
    handle: (event) => {
      cache.dropSession(event.payload.sessionId);
      logger.debug({ sessionId: event.payload.sessionId, type: event.type }, 'session dropped');
    },
  });
}
