import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { earlyFetch } from '../boot/early-requests';
import { assetsNeededAtOnce, isOneOf } from './preload-assets';

/** Each manifest's JSON as the runtime fetched it, by URL; undefined when it did not parse. */
const manifests = new Map<string, Promise<unknown>>();

/**
 * A federation runtime plugin that has a remote's load fetch the async chunks its page needs at once
 * (named `page-…`: the map's Leaflet chunks) together with the remote's own files (issue 28). A load
 * fetches its expose's own files beside the remoteEntry (the runtime's preload, `resourceCategory:
 * 'sync'`); the page would ask for its Leaflet chunks only once that code ran, a round trip later.
 * - `fetch` fetches each manifest for the runtime (or takes the one the shell's entry asked for) and
 *   keeps a copy of its JSON.
 * - `beforePreloadRemote` widens that preload to every asset of the expose and filters them down to
 *   its own files plus the `page-…` chunks the manifest lists. Loading an async chunk's script early
 *   only registers its modules; the page's `import()` then finds it there.
 * Without a manifest copy (a remote registered some other way) the preload is left as it was.
 */
export const pagePreloadPlugin: ModuleFederationRuntimePlugin = {
  name: 'groupmap-page-preload',
  fetch(url, init) {
    // The map remote's manifest may already be on its way: the shell's entry asks for it on a map page.
    return earlyFetch(url, init).then((response) => {
      // Read beside the runtime's own reading; a manifest that does not parse is the runtime's error.
      manifests.set(
        url,
        response
          .clone()
          .json()
          .catch(() => undefined),
      );
      return response;
    });
  },
  async beforePreloadRemote({ preloadOps, options }) {
    for (const op of preloadOps) {
      const remote = options.remotes.find(
        ({ name, alias }) => op.nameOrAlias === name || op.nameOrAlias === alias,
      );
      const manifest = remote && 'entry' in remote ? manifests.get(remote.entry) : undefined;
      if (!manifest || op.exposes?.length !== 1) continue;
      const wanted = assetsNeededAtOnce(await manifest, op.exposes[0]!.replace(/^\.\//, ''));
      if (wanted.length === 0) continue;
      op.resourceCategory = 'all';
      op.filter = (url) => isOneOf(wanted, url);
    }
  },
};
