import type { Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { leaseRunningImport } from '../db/import-lease-repository';
import type { ImportPlacing } from './place-candidate';
import { runImport } from './run-import';

export interface ImportWorkerOptions {
  knex: Knex;
  placing: ImportPlacing;
  logger: Logger;
  /** How often an idle worker looks for work another replica committed (a commit here wakes it at once). */
  pollMs?: number;
  /**
   * How long a lease holds without renewal (renewed every second while working): after a crash,
   * another worker takes the import over once it runs out.
   */
  leaseMs?: number;
}

export interface ImportWorker {
  /** Look for work now (after a commit). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs committed imports, one at a time per replica, each held by a lease in the database so that
 * every replica may run a worker and a restart or another replica carries an import on. A failure
 * (the database or the geocoder unreachable) is logged and the import left to its lease: it is
 * taken up again when the lease runs out.
 */
export function startImportWorker({
  knex,
  placing,
  logger,
  pollMs = 5000,
  leaseMs = 30_000,
}: ImportWorkerOptions): ImportWorker {
  const owner = randomUUID();
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const idle = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => wakeUp?.(), pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        const leased = await leaseRunningImport(knex, owner, leaseMs);
        if (leased) {
          logger.info({ importId: leased.id, mapId: leased.mapId }, 'import running');
          await runImport({ knex, placing, owner, leaseMs }, leased);
          continue;
        }
      } catch (error) {
        logger.error({ err: error }, 'import worker failed; the import resumes when its lease runs out');
      }
      await idle();
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
