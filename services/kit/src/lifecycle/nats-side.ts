import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { ShutdownStep } from './on-shutdown';

/** What a service's NATS side is started with: the infrastructure of its composition root. */
export interface NatsSideDeps {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
}

/**
 * Starts what a service runs on NATS besides the outbox relay: its rpc responders, durable consumers
 * and broadcast subscriptions. Resolves with the steps that stop them, in order, for
 * `shutdownSteps`. Each service exports one (`src/nats-side.ts`); its composition root calls it, and
 * so does the wiring suite, with the service's NATS credentials, to show its permissions suffice.
 */
export type StartNatsSide = (deps: NatsSideDeps) => Promise<ShutdownStep[]>;
