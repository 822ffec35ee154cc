import { DEMO_MAP_PERMALINK } from '@groupmap/contracts';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { LocationRow } from '../db/location-repository';
import { findMapByPermalink } from '../db/map-repository';
import { announceLocationDeleted } from '../domain/location-events';

const DEFAULT_INTERVAL_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Locations removed per transaction, so one run never holds many row locks for long. */
const BATCH_SIZE = 200;

/**
 * Removes visitors' additions to the demo map older than `ttlHours` (decisions.md, Demo content),
 * each announced as deleted so viewers' lists follow. The seeded samples have no creating session
 * and stay. Resolves how many it removed.
 */
export async function pruneDemoAdditions(knex: Knex, now: Date, ttlHours: number): Promise<number> {
  const map = await findMapByPermalink(knex, DEMO_MAP_PERMALINK);
  if (!map || map.user_id !== null) return 0;
  const cutoff = new Date(now.getTime() - ttlHours * HOUR_MS);
  let removed = 0;
  for (;;) {
    const batch = await knex.transaction(async (trx) => {
      const due = trx('locations')
        .select('id')
        .where({ map_id: map.id })
        .whereNotNull('creator_session_id')
        .where('created_at', '<', cutoff)
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked();
      const rows = (await trx('locations').whereIn('id', due).delete().returning('id')) as Pick<
        LocationRow,
        'id'
      >[];
      for (const { id } of rows) {
        await announceLocationDeleted(trx, map, id);
      }
      return rows.length;
    });
    removed += batch;
    if (batch < BATCH_SIZE) return removed;
  }
}

export interface DemoPruneJobOptions {
  knex: Knex;
  logger: Logger;
  /** DEMO_ADDITIONS_TTL_HOURS. */
  ttlHours: number;
  clock?: () => Date;
  intervalMs?: number;
}

/** Prunes the demo map every ten minutes, and once at start. */
export function startDemoPruneJob({
  knex,
  logger,
  ttlHours,
  clock,
  intervalMs = DEFAULT_INTERVAL_MS,
}: DemoPruneJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'demo-prune',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    doneMessage: 'demo map additions pruned',
    run: (now) => pruneDemoAdditions(knex, now, ttlHours),
  });
}
