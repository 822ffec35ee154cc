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
 * Drops the cached lookups of a session the moment auth publishes `auth.session.revoked.v1` (login,
 * logout, revocation). A broadcast subscription, so every gateway replica sees every event.
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
    filterSubjects: ['auth.session.revoked.v1'],
    logger,
    handle: (event) => {
      cache.dropSession(event.payload.sessionId);
      logger.debug({ sessionId: event.payload.sessionId, reason: event.payload.reason }, 'session dropped');
    },
  });
}
