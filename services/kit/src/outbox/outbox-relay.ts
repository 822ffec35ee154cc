import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { drainOutbox, type DrainResult } from './drain-outbox';
import { createJetStreamPublisher } from '../nats/jetstream-publisher';
import { createKnexOutboxStore } from './knex-outbox-store';
import { listenForOutboxInserts } from './outbox-listener';
import { prunePublishedOutbox, PRUNE_INTERVAL_MS } from './prune';
import type { Publisher } from './outbox-types';
import { exponentialBackoff, type Backoff } from '../consume/retry-backoff';
import { Wakeup } from './wakeup';

/** NOTIFY makes publishing prompt; this poll only catches rows whose notification was missed or retries. */
const DEFAULT_POLL_INTERVAL_MS = 1_000;
const DEFAULT_BATCH_SIZE = 100;
/** With the default backoff (1 s doubling to 5 min) a row is parked after about 1.5 hours of failures. */
const DEFAULT_MAX_ATTEMPTS = 25;
const DEFAULT_BACKOFF = exponentialBackoff({ baseMs: 1_000, maxMs: 5 * 60_000 });
/** While batches fail (Postgres down), wait longer between them, so the log is not flooded. */
const FAILING_BATCH_BACKOFF = exponentialBackoff({ baseMs: 1_000, maxMs: 30_000 });
/**
 * A batch that claimed rows it could not publish yet (an earlier sequence of their aggregate was locked
 * by another relay's batch) tries again soon: that relay may have finished before these rows' NOTIFY
 * could wake it, and nobody else would publish them before the next poll. Doubling from 25 ms, capped
 * by the poll interval, so a row held back by a failing one does not keep the loop busy.
 */
const HELD_BACK_BACKOFF = exponentialBackoff({ baseMs: 25, maxMs: 1_000 });
/** Published rows are kept a week for looking into what was sent, then pruned. */
const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface OutboxRelayOptions {
  knex: Knex;
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** The producing service, for log lines. */
  service: string;
  /** The Postgres schema holding the service's outbox. */
  schema: string;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoff?: Backoff;
  /** How long published rows are kept before they are pruned (hourly). */
  retentionMs?: number;
  /** Replaces the JetStream publisher (tests wrap it to fail or crash at chosen points). */
  publisher?: Publisher;
}

export interface OutboxRelay {
  /** Stops the loop after the batch in flight and closes the LISTEN connection. */
  stop(): Promise<void>;
  /** Publishes one batch now; resolves with the number of events published. */
  drainOnce(): Promise<number>;
}

/**
 * Starts the service's outbox relay: publishes committed outbox rows to JetStream promptly after
 * commit (woken by the outbox's NOTIFY, polling as a fallback), in per-aggregate sequence order,
 * retrying failures with backoff and parking poison rows; prunes old published rows. Safe to run in
 * every replica.
 */
export async function startOutboxRelay(options: OutboxRelayOptions): Promise<OutboxRelay> {
  const { knex, nc, prefix, service, schema } = options;
  const logger = options.logger.child({ component: 'outbox-relay', service });
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const drainOptions = {
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
  };
  let publisher = options.publisher;
  let closePublisher = () => {};
  if (!publisher) {
    const jetStream = createJetStreamPublisher({ nc, prefix });
    publisher = jetStream;
    closePublisher = jetStream.close;
  }
  const deps = { store: createKnexOutboxStore(knex, schema), publisher, logger };

  const wakeup = new Wakeup();
  let stopped = false;
  const listener = await listenForOutboxInserts({ knex, schema, logger, onNotify: () => wakeup.signal() });

  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
  let nextPruneAt = 0;
  const pruneWhenDue = async () => {
    if (Date.now() < nextPruneAt) return;
    nextPruneAt = Date.now() + PRUNE_INTERVAL_MS;
    try {
      const pruned = await prunePublishedOutbox(knex, schema, retentionMs);
      if (pruned > 0) logger.debug({ pruned }, 'pruned published outbox rows');
    } catch (error) {
      logger.warn({ err: error }, 'could not prune the outbox');
    }
  };

  const loop = (async () => {
    let failedBatches = 0;
    let heldBackBatches = 0;
    while (!stopped) {
      await pruneWhenDue();
      let result: DrainResult | undefined;
      try {
        result = await drainOutbox(deps, drainOptions);
        failedBatches = 0;
      } catch (error) {
        failedBatches += 1;
        logger.warn({ err: error, failedBatches }, 'outbox relay batch failed; retrying');
      }
      // A full batch that made progress means more rows are probably waiting: go again at once.
      const more = result !== undefined && result.claimed === drainOptions.batchSize && result.published > 0;
      const heldBack =
        result !== undefined && result.claimed > result.published + result.failed + result.parked;
      heldBackBatches = heldBack ? heldBackBatches + 1 : 0;
      let waitMs = pollIntervalMs;
      if (failedBatches > 0) waitMs = Math.max(pollIntervalMs, FAILING_BATCH_BACKOFF(failedBatches));
      else if (heldBack) waitMs = Math.min(pollIntervalMs, HELD_BACK_BACKOFF(heldBackBatches));
      if (!more && !stopped) await wakeup.wait(waitMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wakeup.signal();
      await loop;
      await listener.close();
      closePublisher();
    },
    async drainOnce() {
      return (await drainOutbox(deps, drainOptions)).published;
    },
  };
}
