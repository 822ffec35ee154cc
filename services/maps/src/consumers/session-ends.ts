import { startDurableConsumer, type NatsSideDeps } from '@groupmap/svc-kit';
import { deleteGrantsOfSession } from '../db/grant-repository';
import { SCHEMA } from '../schema';

/** Maps' durable consumer of ended sessions on auth's stream; its replicas share it. */
export const SESSION_END_CONSUMER = 'maps-session-ends';

/**
 * Deletes the map-password grants of a session auth reports ended (`auth.session.ended.v1`: logout,
 * a login of another account, expiry, revocation): its public id never comes back, so its grants
 * would only wait for the prune job. Deleting is idempotent, and the kit's inbox makes each event
 * count once anyway.
 */
export async function startSessionEndConsumer({ nc, knex, prefix, logger }: NatsSideDeps) {
  const log = logger.child({ component: 'session-ends' });
  return startDurableConsumer({
    nc,
    knex,
    prefix,
    logger,
    schema: SCHEMA,
    stream: 'auth',
    durableName: SESSION_END_CONSUMER,
    filterSubjects: ['auth.session.ended.v1'],
    handle: async (event, trx) => {
      const { sessionId, reason } = event.payload;
      const deleted = await deleteGrantsOfSession(trx, sessionId);
      log.debug({ eventId: event.id, reason, deleted }, 'ended session’s grants deleted');
    },
  });
}
