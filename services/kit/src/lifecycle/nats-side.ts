import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { ShutdownStep } from './on-shutdown';

/** What the NATS side of a service without a database (realtime) is started with. */
export interface StatelessNatsSideDeps {
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
}

/** What a service's NATS side is started with: the infrastructure of its composition root. */
export interface NatsSideDeps extends StatelessNatsSideDeps {
  knex: Knex;
}

/**
 * Starts what a service runs on NATS besides the outbox relay: its rpc responders, durable consumers
 * and broadcast subscriptions. Resolves with the steps that stop them, in order, for
 * `shutdownSteps`. Each service exports one (`src/nats-side.ts`); its composition root calls it, and
 * so does the wiring suite, with the service's NATS credentials, to show its permissions suffice.
 */
export type StartNatsSide = (deps: NatsSideDeps) => Promise<ShutdownStep[]>;

/**
 * The NATS side of a service that keeps nothing in Postgres: broadcast subscriptions and rpc calls
 * need no database (durable consumers do: their inbox table). It fits wherever a StartNatsSide does.
 */
export type StartStatelessNatsSide = (deps: StatelessNatsSideDeps) => Promise<ShutdownStep[]>;
