import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import { unbindSession } from '../db/contributor-session-repository';
import { deleteGrantsOfSession } from '../db/grant-repository';
import { SCHEMA } from '../schema';

/** Maps' durable consumer of ended sessions on auth's stream; its replicas share it. */
export const SESSION_END_CONSUMER = 'maps-session-ends';

/**
 * Deletes the map-password grants of a session auth reports ended (`auth.session.ended.v1`: logout,
 * a login of another account, expiry, revocation): its public id never comes back, so its grants
 * would only wait for the prune job; and the contributor identities a mailed link bound to it (issue
 * 26: logout leaves those rights behind, as it does the creating session's). Deleting is idempotent, and the kit's inbox makes each event
 * count once anyway.
 */
export function sessionEndConsumer({ logger }: { logger: Logger }): DurableConsumerSpec {
  const log = logger.child({ component: 'session-ends' });
  return durableConsumer({
    stream: 'auth',
    durableName: SESSION_END_CONSUMER,
    types: ['auth.session.ended.v1'],
    handle: async (event, trx) => {
      const { sessionId, reason } = event.payload;
      const deleted = await deleteGrantsOfSession(trx, sessionId);
      const unbound = await unbindSession(trx, sessionId);
      log.debug(
        { eventId: event.id, reason, deleted, unbound },
        'ended session’s grants and bindings deleted',
      );
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startSessionEndConsumer = (deps: NatsSideDeps) => sessionEndConsumer(deps).start(deps, SCHEMA);
