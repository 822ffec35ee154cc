import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { lockDuePeriodEnds } from '../db/subscription-repository';
import { applySubscriptionChange } from '../domain/subscription-change';
import { periodEndChange } from './period-end-change';

/** Rows handled per transaction, so one run never holds many locks for long. */
const BATCH_SIZE = 50;
const DEFAULT_INTERVAL_MS = 60_000;

/**
 * Applies every cancellation and scheduled downgrade whose period ended by `now`, through
 * `applySubscriptionChange` (source 'period-end'). Resolves how many it applied.
 */
export async function processDuePeriodEnds(knex: Knex, now: Date): Promise<number> {
  let applied = 0;
  for (;;) {
    const batch = await knex.transaction(async (trx) => {
      const due = await lockDuePeriodEnds(trx, now, BATCH_SIZE);
      let appliedNow = 0;
      for (const sub of due) {
        const change = periodEndChange(sub, now);
        if (change && (await applySubscriptionChange(trx, change)).applied) appliedNow += 1;
      }
      return { size: due.length, applied: appliedNow };
    });
    applied += batch.applied;
    // A full batch of rows a newer change already superseded would come back forever: stop there.
    if (batch.size < BATCH_SIZE || batch.applied === 0) return applied;
  }
}

export interface PeriodEndJobOptions {
  knex: Knex;
  /** The time now; tests move it past a period end. */
  clock: () => Date;
  intervalMs?: number;
  logger: Logger;
}

/**
 * Processes period ends every `intervalMs` and once at start, on the kit's periodic-job scaffold
 * (runs never overlap; a failed run is logged and the next tick tries again).
 */
export function startPeriodEndJob({
  knex,
  clock,
  intervalMs = DEFAULT_INTERVAL_MS,
  logger,
}: PeriodEndJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'period-end-job',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    run: (now) => processDuePeriodEnds(knex, now),
    doneMessage: 'period ends applied',
  });
}
