// The production builds (issue 12, "Production builds"): each service is bundled into its dist/ and
// runs with plain `node`, migrations included, against the machine's Postgres and NATS.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import workerpool from 'workerpool';
import { buildService } from '../src/build/build-service';
import {
  MIGRATED_SERVICE_NAMES,
  runMigration,
  serviceDir,
  SERVICE_NAMES,
  startService,
  type BuiltServiceName,
  type StartedService,
} from '../src/build/service-process';
import { startThrowawayEnv, type ThrowawayEnv } from '../src/build/throwaway-env';

const BACKENDS = ['auth', 'maps', 'realtime', 'billing'] as const;

const sourceMigrations = (name: BuiltServiceName) =>
  readdirSync(join(serviceDir(name), 'migrations'))
    .filter((file) => file.endsWith('.ts'))
    .sort();

const readBundle = (name: BuiltServiceName) => readFileSync(join(serviceDir(name), 'dist/index.js'), 'utf8');

let env: ThrowawayEnv;
const started: StartedService[] = [];
const written = new Map<BuiltServiceName, string[]>();

beforeAll(async () => {
  // One build per service for the whole file: esbuild takes well under a second each.
  for (const name of SERVICE_NAMES) written.set(name, await buildService(serviceDir(name)));
  const adminUrl = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: '/postgres' });
  env = await startThrowawayEnv({
    adminDatabaseUrl: adminUrl.toString(),
    dbName: `${process.env.TEST_DB_NAME}_builds`,
    natsUrl: process.env.NATS_URL!,
    eventsPrefix: `${process.env.EVENTS_PREFIX}b`,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((service) => service.stop()));
  await env?.close();
}, 30_000);

it('bundles each service into dist/ with the workspace packages inlined and npm packages left to node_modules', () => {
  for (const name of SERVICE_NAMES) {
    const files = written.get(name)!;
    expect(files).toContain('dist/index.js');
    const bundle = readBundle(name);
    expect(bundle).not.toMatch(/require\("@groupmap\//);
    expect(bundle).toMatch(/require\("express"\)/);
    expect(bundle).toMatch(/sourceMappingURL=index\.js\.map/);
  }
  // Native addons stay external: they load from node_modules, built for the platform.
  expect(readBundle('auth')).toMatch(/require\("argon2"\)/);
  expect(readBundle('maps')).toMatch(/require\("sharp"\)/);
  for (const name of MIGRATED_SERVICE_NAMES) {
    const compiled = sourceMigrations(name).map((file) => `dist/migrations/${file.replace(/\.ts$/, '.js')}`);
    expect(written.get(name)).toEqual(expect.arrayContaining(['dist/migrate.js', ...compiled]));
  }
  // Realtime keeps nothing in Postgres: no migration is built for it.
  expect(written.get('realtime')!.filter((file) => /migrat/.test(file))).toEqual([]);
});

it('bundles the operator commands into dist/cli/ (not their shared modules), runnable with plain node', () => {
  expect(written.get('auth')).toEqual(
    expect.arrayContaining(['dist/cli/account-suspend.js', 'dist/cli/account-reinstate.js']),
  );
  expect(written.get('maps')).toEqual(
    expect.arrayContaining(['dist/cli/location-remove.js', 'dist/cli/map-remove.js']),
  );
  expect(written.get('billing')).toContain('dist/cli/plan-set.js');
  for (const name of SERVICE_NAMES) {
    const commands = written.get(name)!.filter((file) => file.startsWith('dist/cli/'));
    expect(commands.filter((file) => /(commands|config|set-plan|logo-removal)\.js$/.test(file))).toEqual([]);
  }
  // As in the container (`node dist/cli/account-suspend.js`): arguments are checked before the
  // database is opened, so no DATABASE_URL or NATS is needed for the usage.
  const run = spawnSync(process.execPath, ['dist/cli/account-suspend.js'], {
    cwd: serviceDir('auth'),
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('--user is required');
  expect(run.stderr).toMatch(/Usage: .*--user <username or e-mail> --by <operator name> --reason/);
});

it('bundles the import parsing process beside index.js, and it parses a file under plain node', async () => {
  expect(written.get('maps')).toContain('dist/parse-import.worker.js');
  // What createImportParser starts in production: the bundle, with no TypeScript loader.
  const pool = workerpool.pool(join(serviceDir('maps'), 'dist/parse-import.worker.js'), {
    workerType: 'process',
    forkOpts: { serialization: 'advanced' },
  });
  try {
    const outcome = await pool.exec('parseImport', [
      { bytes: Buffer.from('name,latitude,longitude\nHarbour,51.45,-2.59\n'), fileName: 'places.csv' },
    ]);
    expect(outcome).toMatchObject({ kind: 'parsed', parsed: { format: 'csv', records: [{ row: 2 }] } });
  } finally {
    await pool.terminate(true);
  }
});

it('migrates from dist/ under the source files’ names, so a database migrated from source stays valid', async () => {
  for (const name of MIGRATED_SERVICE_NAMES) await runMigration(name, 'dist', env.envFor(name));
  const db = new pg.Client({ connectionString: env.databaseUrl });
  await db.connect();
  try {
    // Each service's schema is named after it.
    for (const name of MIGRATED_SERVICE_NAMES) {
      const { rows } = await db.query<{ name: string }>(
        `SELECT name FROM ${name}.knex_migrations ORDER BY name`,
      );
      expect(rows.map((row) => row.name)).toEqual(sourceMigrations(name));
    }
  } finally {
    await db.end();
  }
  // A second run finds nothing to do (it would re-run or refuse every migration on a name mismatch).
  expect(await runMigration('maps', 'dist', env.envFor('maps'))).toMatch(
    /"applied":\[\],"msg":"schema up to date"/,
  );
}, 60_000);

it('starts every service with `node dist/index.js`: ready, reachable through the gateway, with its data files', async () => {
  // Realtime is given no DATABASE_URL (throwaway-env): it is ready with NATS alone.
  expect(env.envFor('realtime').DATABASE_URL).toBeUndefined();
  const backends = await Promise.all(BACKENDS.map((name) => startService(name, 'dist', env.envFor(name))));
  started.push(...backends);
  const urls = Object.fromEntries(BACKENDS.map((name, index) => [name, backends[index]!.url]));
  const gateway = await startService('gateway', 'dist', env.envFor('gateway', urls));
  started.push(gateway);

  const health = await fetch(`${gateway.url}/api/health`);
  expect(await health.json()).toEqual({
    status: 'ready',
    services: { auth: 'ready', maps: 'ready', realtime: 'ready', billing: 'ready' },
  });
  // Maps' gazetteer is read at run time from npm packages' data files (require.resolve).
  const geocode = await fetch(`${gateway.url}/api/geocode?q=Berlin`);
  expect(geocode.status).toBe(200);
  expect(await geocode.json()).toContainEqual(expect.objectContaining({ country: 'Germany' }));
}, 90_000);
