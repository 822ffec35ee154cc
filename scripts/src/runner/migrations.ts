// Step 4: the migrate entry of each service with a database (dist/migrate.js built, src/migrate.ts
// from source) brings its schema up to date and exits.
// They run side by side (each service owns its own schema); the first failure stops the start with
// its output. Realtime keeps nothing in Postgres and has no migration.
import { usesDatabase, type PlannedProcess } from './process-table';
import { runCaptured } from './run-captured';
import { serviceCommandLine, type RuntimeSettings } from './runtime';
import { StepFailure } from './step-failure';

/** Runs the migration of every planned service with a database; resolves with the migrated names. */
export async function migrateServices(
  services: PlannedProcess[],
  runtime: RuntimeSettings,
  abort?: AbortSignal,
): Promise<{ names: string[]; seconds: number }> {
  const started = Date.now();
  const withMigrations = services.filter(({ spec }) => usesDatabase(spec.name));
  await Promise.all(
    withMigrations.map(async ({ spec }) => {
      const result = await runCaptured(runtime.node, serviceCommandLine(runtime, 'migrate'), {
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
