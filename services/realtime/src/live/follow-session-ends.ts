import { LIVE_CLOSE_SESSION_ENDED } from '@groupmap/contracts';
import { subscribeBroadcast, type Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';
import type { MapRooms } from './map-rooms';

export interface FollowSessionEndsDeps {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
  /** This replica's sockets by map. */
  rooms: MapRooms;
}

/**
 * Follows auth's ended sessions in this replica (a broadcast subscription: each replica closes its own
 * sockets) and closes every socket of the ended session with 4401: logout, a login of another
 * account, expiry or revocation (architecture.md, The live channel). A browser that is still there
 * reconnects as its new visitor session, and the join checks that one's access.
 */
export function followSessionEnds({
  nc,
  prefix,
  logger,
  rooms,
}: FollowSessionEndsDeps): Promise<{ stop(): Promise<void> }> {
  return subscribeBroadcast({
    nc,
    prefix,
    stream: 'auth',
    filterSubjects: ['auth.session.ended.v1'],
    logger,
    handle: (event) => {
      for (const viewer of rooms.viewersOfSession(event.payload.sessionId)) {
        viewer.ws.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
      }
    },
  });
}
