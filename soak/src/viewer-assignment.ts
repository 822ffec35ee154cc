// Which viewers' process holds which map's viewers: every map whole in one process (so one process
// tells when the last viewer of a map had a change), the biggest maps first, each to the process
// holding the fewest viewers so far.
import type { ViewedMap } from './drivers/live-viewer';

export interface MapViewers {
  map: ViewedMap;
  viewers: number;
}

export function assignViewers(maps: MapViewers[], processes: number): MapViewers[][] {
  const shares: MapViewers[][] = Array.from({ length: Math.max(1, processes) }, () => []);
  const total = (share: MapViewers[]) => share.reduce((sum, entry) => sum + entry.viewers, 0);
  for (const entry of [...maps].filter((entry) => entry.viewers > 0).sort((a, b) => b.viewers - a.viewers)) {
    const lightest = shares.reduce((best, share) => (total(share) < total(best) ? share : best));
    lightest.push(entry);
  }
  return shares.filter((share) => share.length > 0);
}
