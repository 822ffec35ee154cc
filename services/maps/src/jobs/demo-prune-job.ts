import { DEMO_MAP_PERMALINK } from '@groupmap/contracts';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findMapByPermalink } from '../db/map-repository';
import { deleteVisitorAdditionsBefore } from '../db/visitor-addition-repository';
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
  if (!map || map.userId !== null) return 0;
  const cutoff = new Date(now.getTime() - ttlHours * HOUR_MS);
  let removed = 0;
  for (;;) {
    const batch = await knex.transaction(async (trx) => {
      const purged = await deleteVisitorAdditionsBefore(trx, map.id, cutoff, BATCH_SIZE);
      for (const { id, wasDeleted } of purged) {
        if (!wasDeleted) await announceLocationDeleted(trx, map, id);
      }
      return purged.length;
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
