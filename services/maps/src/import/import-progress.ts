import type { ApiSchema } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { ImportProblem, StoredImport } from '../db/import-repository';
import { countSettledRows, listRowProblems } from '../db/import-row-repository';
import { PROBLEMS_SHOWN } from './import-preview';

export type ImportProgress = ApiSchema<'ImportProgress'>;

/**
 * The time left, from the pace so far: the geocoder's rate decides it (a Nominatim provider places
 * one address a second, the gazetteer thousands), so the measured pace is the honest estimate.
 * Null until a row is placed.
 */
function secondsLeft(stored: StoredImport, done: number, now: Date): number | null {
  if (stored.status !== 'running' || stored.committedAt === null || done === 0) return null;
  const elapsedSeconds = (now.getTime() - stored.committedAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(((stored.total - done) * elapsedSeconds) / done));
}

/** Where an import stands (openapi ImportProgress): read from the rows while it runs. */
export async function importProgress(
  db: Knex,
  stored: StoredImport,
  now = new Date(),
): Promise<ImportProgress> {
  const running = stored.status === 'running';
  const done = running ? (await countSettledRows(db, stored.id)).placed : stored.done;
  const problems: ImportProblem[] = [...stored.parseProblems, ...(await listRowProblems(db, stored.id))].sort(
    (a, b) => a.row - b.row,
  );
  return {
    id: stored.id,
    status: stored.status,
    done,
    total: stored.total,
    imported: stored.imported,
    problems: problems.slice(0, PROBLEMS_SHOWN),
    problemCount: problems.length,
    error: stored.error,
    secondsLeft: secondsLeft(stored, done, now),
  };
}
