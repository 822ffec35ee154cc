import { loadRuntimeConfig } from '@groupmap/app-kit';
import { messages, type RuntimeConfig } from '@groupmap/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { earlyFetch } from '../boot/early-requests';
import { pagePreloadPlugin } from './page-preload-plugin';
import { isRemoteAppModule, type RemoteAppModule } from './remote-module';
import type { RemoteName } from './remote-routes';

/** Each remote's federation container name (its module-federation.config.ts `name`). */
const CONTAINERS: Record<RemoteName, string> = {
  map: 'mf_map',
  dashboard: 'mf_dashboard',
  billing: 'mf_billing',
};

function remoteEntry(config: RuntimeConfig, remote: RemoteName) {
  // Absolute, so chunk URLs of a remote published with publicPath 'auto' resolve against its manifest.
  return { name: CONTAINERS[remote], entry: new URL(config.remotes[remote], window.location.href).href };
}

let registration: Promise<void> | undefined;

function registerAll(): Promise<void> {
  // The configuration the shell's entry asked for before the shared modules loaded (early-requests).
  registration ??= loadRuntimeConfig(earlyFetch).then(
    (config) => {
      registerPlugins([pagePreloadPlugin]);
      registerRemotes((Object.keys(CONTAINERS) as RemoteName[]).map((remote) => remoteEntry(config, remote)));
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** Starts fetching the runtime configuration and registering the remotes; never rejects. */
export function startRegisteringRemotes(): void {
  registerAll().catch(() => undefined);
}

/** Loads started at boot, which the route's own load then takes over rather than starting again. */
const earlyLoads = new Map<RemoteName, Promise<RemoteAppModule>>();

/**
 * On a remote's route, starts loading its `./app` at boot rather than once React renders the route
 * (issue 28); with it come the async chunks its page needs at once (page-preload-plugin.ts). A
 * failure is reported by the route's load, which takes this one over.
 */
export function startLoadingRemote(remote: RemoteName): void {
  if (earlyLoads.has(remote)) return;
  const load = fetchRemoteApp(remote, false);
  earlyLoads.set(remote, load);
  load.catch(() => earlyLoads.delete(remote));
}

/**
 * Loads a remote's `./app`. With `fresh`, the remote is registered again first, which drops what the
 * federation runtime cached of a failed attempt (its manifest, its remoteEntry script). A failure is
 * logged with its details and rethrown with the generic "temporarily unavailable" message: the
 * federation runtime's own text (error codes, manifest URLs) means nothing to a visitor.
 */
export function loadRemoteApp(remote: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
  const early = fresh ? undefined : earlyLoads.get(remote);
  return early ?? fetchRemoteApp(remote, fresh);
}

async function fetchRemoteApp(remote: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
  try {
    await registerAll();
    if (fresh) registerRemotes([remoteEntry(await loadRuntimeConfig(), remote)], { force: true });
    const module = await loadRemote<unknown>(`${CONTAINERS[remote]}/app`);
    if (!isRemoteAppModule(module)) throw new Error(`${CONTAINERS[remote]}/app exposes no component`);
    return module;
  } catch (error) {
    console.error(`The ${remote} app could not be loaded`, error);
    throw new Error(messages.serviceUnavailable, { cause: error });
  }
}
