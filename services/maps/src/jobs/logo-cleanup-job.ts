import type { Knex } from 'knex';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import { deleteUnattachedLogoUpload, listUnattachedLogoKeys } from '../db/logo-upload-repository';
import type { LogoStorage } from '../logos/logo-storage';

/** An upload not on any map by this age is one the user abandoned (e.g. a Create form left). */
export const UNATTACHED_LOGO_TTL_MS = 24 * 60 * 60 * 1000;

const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;
/** Rows per query, so one pass never loads an unbounded list. */
const BATCH_SIZE = 100;

export interface LogoCleanupDeps {
  knex: Knex;
  storage: LogoStorage;
  logger: Logger;
  /** The current time; injectable so a test can move a day ahead. */
  clock?: () => Date;
  intervalMs?: number;
}

/** `runOnce` resolves with the number of uploads removed. */
export type LogoCleanupJob = PeriodicJob;

/**
 * Every `intervalMs`, deletes the uploads never attached to a map that are older than a day: the
 * row first, on condition it is still unattached (so a map attaching it at the same moment wins),
 * then the object.
 */
export function startLogoCleanupJob({
  knex,
  storage,
  logger,
  clock = () => new Date(),
  intervalMs = DEFAULT_INTERVAL_MS,
}: LogoCleanupDeps): LogoCleanupJob {
  async function removeBatch(cutoff: Date): Promise<number> {
    const keys = await listUnattachedLogoKeys(knex, cutoff, BATCH_SIZE);
    let removed = 0;
    for (const key of keys) {
      if (!(await deleteUnattachedLogoUpload(knex, key))) continue;
      await storage.remove(key);
      removed += 1;
    }
    return keys.length === BATCH_SIZE && removed > 0 ? removed + (await removeBatch(cutoff)) : removed;
  }

  return startPeriodicJob({
    name: 'logo-cleanup',
    logger,
    intervalMs,
    clock,
    doneMessage: 'removed unattached logos',
    run: (now) => removeBatch(new Date(now.getTime() - UNATTACHED_LOGO_TTL_MS)),
  });
}
