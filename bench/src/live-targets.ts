// The two things `npm run bench:live` drives with the same viewers and writer (issue 27): Groupmap
// through its gateway, and the bare `ws` baseline server of the same invocation.
import { readPlatformState } from '@groupmap/scripts';
import { addToBaseline, type BaselineServer } from './live-baseline';
import { addLocation, newVisitor } from './live-browser';
import type { LiveTarget } from './live-runs';
import { pidsNamed, withChildren, type ProcessGroups } from './process-cpu';

/** Every process of the platform by name (one pid each), the machine's Postgres and NATS if not its own. */
function platformProcesses(dataDir: string): ProcessGroups {
  const state = readPlatformState(dataDir);
  if (!state) throw new Error(`no platform state in ${dataDir}`);
  const groups: ProcessGroups = {};
  for (const entry of state.processes) if (entry.pid) groups[entry.name] = () => [entry.pid!];
  // The benchmark's own embedded Postgres: the postmaster and its backends (each connection's
  // process), whose CPU is theirs alone. Only a platform on shared servers falls back to every
  // postgres and nats-server process of the machine.
  const postmaster = state.embeddedPostgres?.pid;
  groups.postgres = postmaster ? () => withChildren(postmaster) : () => pidsNamed('postgres');
  if (!groups.nats) groups.nats = () => pidsNamed('nats-server');
  return groups;
}

/** Groupmap: viewers load the map's data and join its channel as the page does; one visitor adds. */
export function groupmapTarget(
  baseUrl: string,
  dataDir: string,
  map: { id: number; permalink: string },
): LiveTarget {
  return {
    label: 'Groupmap',
    join: { baseUrl, permalink: map.permalink, browserLike: true },
    async writer() {
      const visitor = await newVisitor(baseUrl);
      return (name) => addLocation(baseUrl, visitor, map.id, name);
    },
    processes: () => platformProcesses(dataDir),
  };
}

/** The bare baseline: one `ws` server, one pre-serialised frame per add to every socket. */
export function baselineTarget(server: BaselineServer): LiveTarget {
  return {
    label: 'bare ws',
    join: { baseUrl: server.url, permalink: 'baseline', browserLike: false, bare: { url: server.url } },
    writer: () => Promise.resolve((name) => addToBaseline(server.url, name)),
    processes: () => ({ baseline: () => [server.pid] }),
  };
}
