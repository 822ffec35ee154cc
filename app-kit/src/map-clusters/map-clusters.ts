import { ClusterEngine } from './cluster-engine';
import { CLUSTER_OPTIONS, drawablePoints, type Coordinates } from './cluster-points';

/**
 * app-kit's lazy `map-clusters` chunk (index.ts `loadMapClusters`): the clustering engine a map page
 * draws from. On a map route the shell loads it at boot and starts indexing the list as soon as the
 * list arrives, while the map remote's code is still on its way (issue 28); the map then takes that
 * engine, and its own request to index the same list joins the build under way.
 */

interface EngineSlot {
  engine: ClusterEngine;
  /** A map page holds it: it is the page's own from then on, and the shell leaves it alone. */
  taken: boolean;
}

let slot: EngineSlot | undefined;

/** The engine not yet taken, started if there is none (or the last one was closed). */
function untakenEngine(): EngineSlot {
  if (!slot || slot.engine.closed) slot = { engine: new ClusterEngine(), taken: false };
  return slot;
}

/**
 * Starts the engine a map page will take, as soon as this chunk is in: its worker then boots (and
 * evaluates supercluster) while the list is still on its way, and only the index build is left.
 */
export function startClusterEngine(): void {
  if (!slot?.taken || slot.engine.closed) untakenEngine();
}

/**
 * The shell's early start: indexes a map's list in the engine the page will take. Once a page has
 * taken the engine, the page indexes what it draws itself, so this does nothing.
 */
export function prebuildClusters(locations: ReadonlyArray<Partial<Coordinates> & { id: number }>): void {
  if (slot?.taken && !slot.engine.closed) return;
  const { engine } = untakenEngine();
  engine.index(locations, CLUSTER_OPTIONS, drawablePoints(locations).points);
}

/** The engine for a map page that mounts: the one the shell started, or a new one. The page closes it. */
export function takeClusterEngine(): ClusterEngine {
  const taken = untakenEngine();
  if (taken.taken) {
    slot = { engine: new ClusterEngine(), taken: true };
    return slot.engine;
  }
  taken.taken = true;
  return taken.engine;
}

export { ClusterEngine };
