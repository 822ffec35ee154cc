import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { ReadinessCheck } from './health-router';

/** Postgres is ready when the service's pool runs `select 1`. */
export function postgresCheck(knex: Knex): ReadinessCheck {
  return async () => {
    await knex.raw('select 1');
  };
}

/**
 * NATS is ready when the connection is open and a flush (a PING/PONG round trip) succeeds. While the
 * client is reconnecting the flush waits, so the health router's timeout reports it as failing.
 */
export function natsCheck(nc: NatsConnection): ReadinessCheck {
  return async () => {
    if (nc.isClosed()) throw new Error('NATS connection is closed');
    await nc.flush();
  };
}
