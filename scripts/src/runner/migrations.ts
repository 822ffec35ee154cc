// Step 4: each service's src/migrate.ts brings its schema up to date and exits. They run side by
// side (each service owns its own schema); the first failure stops the start with its output.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PlannedProcess } from './process-table';
import { runCaptured } from './run-captured';
import { StepFailure } from './step-failure';

const MIGRATE_FILE = join('src', 'migrate.ts');

/** Runs the migration of every planned service that has one; resolves with the migrated names. */
export async function migrateServices(
  services: PlannedProcess[],
  abort?: AbortSignal,
): Promise<{ names: string[]; seconds: number }> {
  const started = Date.now();
  const withMigrations = services.filter(({ spec }) => existsSync(join(spec.cwd, MIGRATE_FILE)));
  await Promise.all(
    withMigrations.map(async ({ spec }) => {
      const result = await runCaptured(process.execPath, ['--import', 'tsx', MIGRATE_FILE], {
        cwd: spec.cwd,
        env: spec.env,
        abort,
      });
      if (result.code !== 0) throw new StepFailure(`migrating ${spec.name} failed`, result.output);
    }),
  );
  return {
    names: withMigrations.map(({ spec }) => spec.name),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
