import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import { claimContributions } from '../domain/claim-contributions';
import { SCHEMA } from '../schema';

/** Maps' durable consumer of sign-ins on auth's stream; its replicas share it. */
export const SESSION_BIND_CONSUMER = 'maps-session-binds';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Links a session's recent anonymous locations to the account that signed in on it
 * (`auth.session.bound.v1`), counting back `claimWindowHours` from the sign-in. Idempotent: the
 * claim is recorded per session and account, and the kit's inbox counts each event once.
 */
export function sessionBindConsumer(
  { logger }: { logger: Logger },
  claimWindowHours: number,
): DurableConsumerSpec {
  const log = logger.child({ component: 'session-binds' });
  return durableConsumer({
    stream: 'auth',
    durableName: SESSION_BIND_CONSUMER,
    types: ['auth.session.bound.v1'],
    handle: async (event, trx) => {
      const { sessionId, userId } = event.payload;
      const since = new Date(Date.parse(event.occurredAt) - claimWindowHours * HOUR_MS);
      const linked = await claimContributions(trx, { sessionId, userId, since });
      log.debug({ eventId: event.id, linked }, 'session’s anonymous locations linked');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startSessionBindConsumer = (deps: NatsSideDeps, claimWindowHours: number) =>
  sessionBindConsumer(deps, claimWindowHours).start(deps, SCHEMA);
