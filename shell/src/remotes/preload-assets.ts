/** The parts of a remote's mf-manifest.json the preload reads (Module Federation's manifest format). */
export interface RemoteManifest {
  exposes: Array<{
    name: string;
    assets: {
      js: { sync: string[]; async: string[] };
      css: { sync: string[]; async: string[] };
    };
  }>;
}

/**
 * Async chunks a remote's page needs as soon as it runs carry this prefix in their names (mf-map's
 * rspack.config.ts names them); the others (dialogs, panels, the import) load when used.
 */
const NEEDED_AT_ONCE = /(^|\/)page-[^/]*$/;

function isManifest(value: unknown): value is RemoteManifest {
  return Array.isArray((value as Partial<RemoteManifest> | null)?.exposes);
}

/**
 * The files of the expose `name` to fetch as soon as its route is known: its own files (the
 * manifest's sync assets) and its async chunks named `page-…`, as paths relative to the remote's
 * public path. Nothing for a manifest not in the expected shape: preloading is only a head start.
 */
export function assetsNeededAtOnce(manifest: unknown, name: string): string[] {
  if (!isManifest(manifest)) return [];
  const expose = manifest.exposes.find((candidate) => candidate.name === name);
  if (!expose) return [];
  const { js, css } = expose.assets;
  const pageChunks = [...js.async, ...css.async].filter((path) => NEEDED_AT_ONCE.test(path));
  return [...js.sync, ...css.sync, ...pageChunks];
}

/** Whether `url` (absolute, as the federation runtime resolves assets) is one of `paths`. */
export function isOneOf(paths: readonly string[], url: string): boolean {
  return paths.some((path) => url.endsWith(`/${path}`));
}
