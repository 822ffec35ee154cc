import type { EventPayloads } from '@groupmap/contracts';
import { durableConsumer, type DurableConsumerSpec, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { findUserById } from '../db/user-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { mapPasswordGuessingMail } from '../mail/templates/map-password-guessing';
import { SCHEMA } from '../schema';

/** Auth's durable consumer of maps' password-guessing alerts; its replicas share it. */
export const MAP_PASSWORD_ALERT_CONSUMER = 'auth-map-password-alerts';

export interface MapPasswordAlertConsumerOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** PUBLIC_ORIGIN, for the links in the mail. */
  publicOrigin: string;
}

/**
 * Queues "Someone is guessing your map's password" for the map's owner, in the consumer's
 * transaction (so once per event). Only to a verified address: an unverified one may not be the
 * owner's, and the mail names their map. Maps already holds it to one a day per map.
 */
export async function queuePasswordGuessingMail(
  trx: Knex.Transaction,
  alert: EventPayloads['maps.map.password-guessed.v1'],
  publicOrigin: string,
): Promise<'queued' | 'no verified address'> {
  const owner = await findUserById(trx, alert.ownerId);
  if (!owner || owner.emailVerifiedAt === null) return 'no verified address';
  await enqueueMail(trx, {
    kind: 'map-password-guessing',
    to: owner.email,
    ...mapPasswordGuessingMail({ publicOrigin, ...alert }),
  });
  return 'queued';
}

export function mapPasswordAlertConsumer({
  logger,
  publicOrigin,
}: {
  logger: Logger;
  publicOrigin: MapPasswordAlertConsumerOptions['publicOrigin'];
}): DurableConsumerSpec {
  const log = logger.child({ component: 'map-password-alerts' });
  return durableConsumer({
    stream: 'maps',
    durableName: MAP_PASSWORD_ALERT_CONSUMER,
    types: ['maps.map.password-guessed.v1'],
    handle: async (event, trx) => {
      const outcome = await queuePasswordGuessingMail(trx, event.payload, publicOrigin);
      log.info({ eventId: event.id, mapId: event.payload.mapId, outcome }, 'map password alert');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startMapPasswordAlertConsumer = (deps: MapPasswordAlertConsumerOptions) =>
  mapPasswordAlertConsumer(deps).start(deps, SCHEMA);
