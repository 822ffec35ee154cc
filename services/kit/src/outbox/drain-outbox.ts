import { parseEventEnvelope, type AnyEventEnvelope } from '@groupmap/contracts';
import type { Logger } from 'pino';
import type { OutboxRow, OutboxStore, Publisher } from './outbox-types';
import { publishableRows } from './publishable-rows';
import type { Backoff } from '../consume/retry-backoff';

export interface DrainDeps {
  store: OutboxStore;
  publisher: Publisher;
  logger: Pick<Logger, 'warn' | 'error'>;
  now?: () => number;
}

export interface DrainOptions {
  batchSize: number;
  /** A row whose publishing failed this many times is parked. */
  maxAttempts: number;
  /** Delay before the next attempt of a row, by the number of failed attempts so far. */
  backoff: Backoff;
}

export interface DrainResult {
  claimed: number;
  published: number;
  /** Rows that failed and will be retried after their backoff. */
  failed: number;
  /** Rows given up on: invalid payloads and rows out of attempts. */
  parked: number;
}

const NOTHING: DrainResult = { claimed: 0, published: 0, failed: 0, parked: 0 };

function toEnvelope(row: OutboxRow): AnyEventEnvelope {
  return parseEventEnvelope({
    id: row.id,
    type: row.type,
    occurredAt: row.occurredAt.toISOString(),
    aggregateId: row.aggregateId,
    sequence: row.sequence,
    payload: row.payload,
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Publishes one batch of due outbox rows: claims them, publishes each with the event id as msgID in
 * per-aggregate sequence order, and marks them published in the claiming transaction. A row that
 * does not match its contract is parked at once (publishing it can never succeed). A failed publish
 * is retried later with backoff, or parked after `maxAttempts`; the batch stops there, because a
 * publish failure almost always means NATS is unwell and the next row would fail the same way.
 * A parked row does not hold back the later rows of its aggregate: one poison event must not stop a
 * map's updates forever; consumers see the gap in `sequence`.
 */
export async function drainOutbox(deps: DrainDeps, options: DrainOptions): Promise<DrainResult> {
  const { store, publisher, logger, now = Date.now } = deps;
  if (!publisher.isAvailable()) return NOTHING;

  return store.inClaimedBatch(options.batchSize, async (batch) => {
    const result: DrainResult = { ...NOTHING, claimed: batch.claimed.length };
    const published: string[] = [];

    for (const row of publishableRows(batch.claimed, batch.pending)) {
      let event: AnyEventEnvelope;
      try {
        event = toEnvelope(row);
      } catch (error) {
        await batch.park(row.id, { attempts: row.attempts, error: describe(error) });
        logger.error(
          { eventId: row.id, type: row.type, reqId: row.requestId ?? undefined, err: error },
          'outbox row parked: invalid event',
        );
        result.parked += 1;
        continue;
      }

      try {
        await publisher.publish(event, row.requestId);
        published.push(row.id);
      } catch (error) {
        const attempts = row.attempts + 1;
        if (attempts >= options.maxAttempts) {
          await batch.park(row.id, { attempts, error: describe(error) });
          logger.error(
            { eventId: row.id, type: row.type, reqId: row.requestId ?? undefined, attempts, err: error },
            'outbox row parked: out of attempts',
          );
          result.parked += 1;
        } else {
          const nextAttemptAt = new Date(now() + options.backoff(attempts));
          await batch.markFailed(row.id, { attempts, nextAttemptAt, error: describe(error) });
          logger.warn(
            { eventId: row.id, type: row.type, reqId: row.requestId ?? undefined, attempts, err: error },
            'outbox publish failed; will retry',
          );
          result.failed += 1;
        }
        break;
      }
    }

    if (published.length > 0) await batch.markPublished(published);
    result.published = published.length;
    return result;
  });
}
