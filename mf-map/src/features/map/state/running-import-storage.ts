/**
 * The id of the import the owner started on a map, kept in the tab's sessionStorage so that leaving
 * the map page while it runs and coming back reopens its progress. Keyed by map id; cleared once the
 * import is final and its dialog closed. Storage may be missing or refused (private modes, tests):
 * then nothing is remembered and nothing breaks.
 */
const KEY_PREFIX = 'groupmap.import.';

const keyOf = (mapId: number) => `${KEY_PREFIX}${mapId}`;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadRunningImport(mapId: number, store = sessionStore()): string | null {
  try {
    return store?.getItem(keyOf(mapId)) ?? null;
  } catch {
    return null;
  }
}

export function saveRunningImport(mapId: number, importId: string, store = sessionStore()): void {
  try {
    store?.setItem(keyOf(mapId), importId);
  } catch {
    // A full or refused storage only loses the reopening after a visit elsewhere.
  }
}

export function clearRunningImport(mapId: number, store = sessionStore()): void {
  try {
    store?.removeItem(keyOf(mapId));
  } catch {
    // As above: nothing depends on it.
  }
}
