import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The installed version of a package (one lockfile for every app, so they all agree). */
function installedVersion(packageName: string): string {
  return (require(`${packageName}/package.json`) as { version: string }).version;
}

/** The file every app's `react-router-dom` resolves to, at build time (here) and in tsc (tsconfig paths). */
export const reactRouterFacade = path.join(here, '..', 'shared', 'react-router-dom.ts');

const singleton = { singleton: true };

/**
 * The Module Federation shared singletons, identical for the shell and every remote (a mismatch would
 * load a second React or a second app-kit and break hooks, the query cache and the toast queue).
 *
 * - Subpaths are listed one by one because shared keys match exact specifiers.
 * - `react-router-dom` is provided by a facade re-exporting what the apps use, so the shared copy is
 *   tree-shaken (see app-kit/shared/react-router-dom.ts).
 * - antd is deliberately absent: shared whole it costs 445 kB gzip on the first page load. Each app
 *   that uses antd bundles only the components it imports and applies the one theme from app-kit.
 */
export const sharedDependencies = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router-dom': {
    singleton: true,
    import: reactRouterFacade,
    version: installedVersion('react-router-dom'),
    requiredVersion: `^${installedVersion('react-router-dom')}`,
  },
  '@tanstack/react-query': singleton,
  '@groupmap/app-kit': singleton,
};

/**
 * Federation options every app uses. `loaded-first` keeps a host bootable when a remote's manifest is
 * unreachable (with `version-first` it fetches every manifest before starting). No type generation in
 * the build: remotes' modules are described by small hand-written declarations.
 */
export const federationDefaults = {
  shareStrategy: 'loaded-first',
  shared: sharedDependencies,
  dts: false,
} as const;

/**
 * A remote's production build leaves out the federation runtime (about 18 kB gzip of its
 * remoteEntry.js) and uses the one the shell provides (`provideExternalRuntime` in
 * shell/module-federation.config.ts). Only the map remote does (its page has a 300 kB budget): such a
 * build runs only under the shell, and the other remotes' production pages must still run on their
 * own (e2e operations/remote-servers.spec.ts). Development builds keep their own runtime.
 */
export function remoteExperiments(mode: 'production' | 'development') {
  return mode === 'production' ? { externalRuntime: true } : {};
}

/**
 * The shared singletons of a remote built with `remoteExperiments`: in production it runs only under
 * the shell, which always provides app-kit, so it bundles no fallback copy of app-kit (`import:
 * false`). Measured need (issue 28): the fallback and the expose both use contracts' code, so the
 * bundler put that code in a chunk of its own that the manifest lists under the shared app-kit, not
 * under the expose; the shell's preload (which follows the expose) missed it, and the page asked for
 * it only after the remoteEntry had run, one more round trip (about 0.6 s on the phone profile).
 * Without the fallback, that code is the expose's own and arrives with it.
 */
export function remoteSharedDependencies(mode: 'production' | 'development') {
  if (mode !== 'production') return sharedDependencies;
  return { ...sharedDependencies, '@groupmap/app-kit': { singleton: true, import: false as const } };
}
