import type { Knex } from 'knex';
import type { OutboxBatch, OutboxRow, OutboxStore, PendingSequence } from './outbox-types';
import { OUTBOX_TABLE } from './outbox-tables';

interface OutboxRecord {
  id: string;
  type: string;
  aggregate_id: string;
  sequence: string;
  payload: unknown;
  occurred_at: Date;
  attempts: number;
  request_id: string | null;
}

function toRow(record: OutboxRecord): OutboxRow {
  return {
    id: record.id,
    type: record.type,
    aggregateId: record.aggregate_id,
    sequence: Number(record.sequence),
    payload: record.payload,
    occurredAt: record.occurred_at,
    attempts: record.attempts,
    requestId: record.request_id,
  };
}

async function claimDueRows(trx: Knex.Transaction, schema: string, limit: number): Promise<OutboxRow[]> {
  const records: OutboxRecord[] = await trx
    .withSchema(schema)
    .from(OUTBOX_TABLE)
    .select('id', 'type', 'aggregate_id', 'sequence', 'payload', 'occurred_at', 'attempts', 'request_id')
    .whereNull('published_at')
    .whereNull('parked_at')
    .where('next_attempt_at', '<=', trx.fn.now())
    .orderBy('position')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return records.map(toRow);
}

/** The unpublished rows of the claimed aggregates up to each one's highest claimed sequence. */
async function pendingSequences(
  trx: Knex.Transaction,
  schema: string,
  claimed: OutboxRow[],
): Promise<PendingSequence[]> {
  const highest = new Map<string, number>();
  for (const row of claimed)
    highest.set(row.aggregateId, Math.max(row.sequence, highest.get(row.aggregateId) ?? 0));
  const { rows } = await trx.raw<{ rows: { aggregate_id: string; sequence: string }[] }>(
    `select o.aggregate_id, o.sequence
       from ??.?? as o
       join unnest(?::text[], ?::bigint[]) as c(aggregate_id, highest)
         on c.aggregate_id = o.aggregate_id and o.sequence <= c.highest
      where o.published_at is null and o.parked_at is null
      order by o.aggregate_id, o.sequence`,
    [schema, OUTBOX_TABLE, [...highest.keys()], [...highest.values()]],
  );
  return rows.map((row) => ({ aggregateId: row.aggregate_id, sequence: Number(row.sequence) }));
}

/**
 * The relay's {@link OutboxStore} over the outbox table of `schema`. Due rows are claimed oldest first
 * with `FOR UPDATE SKIP LOCKED`, so relays in several replicas share the work without waiting on each
 * other; the locks last until the batch commits.
 */
export function createKnexOutboxStore(knex: Knex, schema: string): OutboxStore {
  const outbox = (trx: Knex.Transaction) => trx.withSchema(schema).table(OUTBOX_TABLE);

  return {
    inClaimedBatch: (limit, work) =>
      knex.transaction(async (trx) => {
        const claimed = await claimDueRows(trx, schema, limit);
        const pending = claimed.length > 0 ? await pendingSequences(trx, schema, claimed) : [];
        const batch: OutboxBatch = {
          claimed,
          pending,
          async markPublished(ids) {
            await outbox(trx).whereIn('id', ids).update({ published_at: trx.fn.now() });
          },
          async markFailed(id, { attempts, nextAttemptAt, error }) {
            await outbox(trx)
              .where({ id })
              .update({ attempts, next_attempt_at: nextAttemptAt, last_error: error });
          },
          async park(id, { attempts, error }) {
            await outbox(trx).where({ id }).update({ attempts, parked_at: trx.fn.now(), last_error: error });
          },
        };
        return work(batch);
      }),
  };
}
