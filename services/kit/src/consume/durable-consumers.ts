import type { EventType, ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsSideDeps } from '../lifecycle/nats-side';
import type { ShutdownStep } from '../lifecycle/on-shutdown';
import { startDurableConsumer } from './durable-consumer';
import type { SubscribedEvent } from './subscribed-event';

/** One durable consumer of a service, as a row of its table: what it reads and what it does. */
export interface DurableConsumerSpec {
  durableName: string;
  /** Starts it for the service whose schema holds its `processed_events`. */
  start(deps: NatsSideDeps, schema: string): Promise<{ stop(): Promise<void> }>;
}

/**
 * A durable consumer as a row of a service's consumer table: its name (BUS_ACCESS's), the stream and
 * event types it reads, and what each event does inside the inbox's transaction. The start-up
 * plumbing (stream, consumer, inbox, schema) is the kit's, written once.
 */
export function durableConsumer<T extends EventType>(spec: {
  durableName: string;
  stream: ProducerService;
  types: readonly T[];
  handle: (event: SubscribedEvent<T>, trx: Knex.Transaction) => Promise<void>;
}): DurableConsumerSpec {
  return {
    durableName: spec.durableName,
    start: ({ nc, knex, prefix, logger }, schema) =>
      startDurableConsumer({
        nc,
        knex,
        prefix,
        logger,
        schema,
        stream: spec.stream,
        durableName: spec.durableName,
        filterSubjects: spec.types,
        handle: spec.handle,
      }),
  };
}

/** Starts a service's consumer table in order; answers the steps that stop them. */
export async function startDurableConsumers(
  deps: NatsSideDeps,
  schema: string,
  specs: readonly DurableConsumerSpec[],
): Promise<ShutdownStep[]> {
  const steps: ShutdownStep[] = [];
  for (const spec of specs) {
    const consumer = await spec.start(deps, schema);
    steps.push({ name: `${spec.durableName} consumer`, run: consumer.stop });
  }
  return steps;
}
