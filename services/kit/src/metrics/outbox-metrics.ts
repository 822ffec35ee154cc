import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { OUTBOX_TABLE } from '../outbox/outbox-tables';
import { withTimeout } from '../health/with-timeout';
import { Gauge, metricsRegistry, unregisterMetric, type Registry } from './metrics-registry';

export const OUTBOX_BACKLOG_METRIC = 'outbox_backlog_events';
export const OUTBOX_OLDEST_AGE_METRIC = 'outbox_oldest_unpublished_age_seconds';

/** A scrape must not hang on a busy pool; a slow read just leaves the two gauges out of that scrape. */
const DEFAULT_TIMEOUT_MS = 1_000;

export interface OutboxMetricsOptions {
  knex: Knex;
  /** The service's schema, holding its `outbox` table. */
  schema: string;
  logger: Logger;
  registry?: Registry;
  timeoutMs?: number;
}

interface OutboxBacklog {
  events: number;
  oldestAgeSeconds: number;
}

/**
 * The unpublished, unparked rows (the relay's work still to do) and the age of the oldest, read in
 * one statement over the partial index the relay claims with. The age is the database's `now()`
 * minus `occurred_at`, so no clock of ours is compared with Postgres'. Parked rows (given up on) are
 * not backlog: the relay will never publish them.
 */
async function readBacklog(knex: Knex, schema: string): Promise<OutboxBacklog> {
  const { rows } = await knex.raw<{ rows: { events: number; oldest_age_seconds: number | null }[] }>(
    `select count(*)::int as events,
            extract(epoch from now() - min(occurred_at))::float8 as oldest_age_seconds
       from ??.??
      where published_at is null and parked_at is null`,
    [schema, OUTBOX_TABLE],
  );
  const row = rows[0];
  return { events: row?.events ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest_age_seconds ?? 0) };
}

/**
 * Registers `outbox_backlog_events{schema}` and `outbox_oldest_unpublished_age_seconds{schema}`,
 * read from the outbox table at scrape time (one query answers both). A backlog that only grows, or
 * an age of minutes, means the relay cannot publish (NATS down, a poisoned aggregate). When the read
 * fails or times out the two are left out of that scrape rather than reported as 0. Registering
 * again replaces the earlier pair.
 */
export function registerOutboxMetrics({
  knex,
  schema,
  logger,
  registry = metricsRegistry,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: OutboxMetricsOptions): void {
  // Both gauges are collected in the same scrape: they share one read while it is in flight.
  let reading: Promise<OutboxBacklog | null> | undefined;
  const read = () =>
    (reading ??= withTimeout(readBacklog(knex, schema), timeoutMs, 'outbox backlog read')
      .catch((error: unknown) => {
        logger.debug({ err: error }, 'outbox metrics not collected');
        return null;
      })
      .finally(() => {
        reading = undefined;
      }));

  unregisterMetric(registry, OUTBOX_BACKLOG_METRIC);
  unregisterMetric(registry, OUTBOX_OLDEST_AGE_METRIC);
  new Gauge({
    name: OUTBOX_BACKLOG_METRIC,
    help: 'Outbox rows not yet published to NATS (parked ones excluded), read at scrape time',
    labelNames: ['schema'],
    registers: [registry],
    async collect() {
      this.reset();
      const backlog = await read();
      if (backlog) this.set({ schema }, backlog.events);
    },
  });
  new Gauge({
    name: OUTBOX_OLDEST_AGE_METRIC,
    help: 'Age in seconds of the oldest outbox row not yet published (0 when none), read at scrape time',
    labelNames: ['schema'],
    registers: [registry],
    async collect() {
      this.reset();
      const backlog = await read();
      if (backlog) this.set({ schema }, backlog.oldestAgeSeconds);
    },
  });
}
