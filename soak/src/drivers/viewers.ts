// A viewers' process: holds its share of the live viewers, each a LiveViewer, and tells the soak every
// second how many are joined, how many live messages arrived and how many rejoined after a drop, and
// for each location added live when the last of this process's viewers of its map had it. Asked to
// verify, it reads each map afresh and checks that every viewer holds exactly that.
import type { ConvergenceReport } from '../protocol';
import { runDriver, type Reporter } from './driver-runtime';
import { LiveViewer, readList, type ViewedMap } from './live-viewer';
import { Session } from './session';

export interface ViewersConfig {
  baseUrl: string;
  /** How many viewers each map gets from this process. */
  maps: Array<{ map: ViewedMap; viewers: number }>;
}

/** Viewers joining at once (a crowd arriving, not a thundering herd). */
const JOIN_CONCURRENCY = 12;
/** How long the viewers get to catch up with a fresh read before the verdict. */
const CATCH_UP_MS = 60_000;
/** An added location some viewer never got live (it reloaded instead) is forgotten after this. */
const ARRIVAL_MEMORY_MS = 300_000;

const viewers: LiveViewer[] = [];
let deliveries = 0;
let reconnects = 0;
let baseUrl = '';

/** Per map: location name -> how many of its viewers here had it, and when the first did. */
const arrivals = new Map<number, Map<string, { count: number; firstAt: number }>>();

async function start(config: ViewersConfig, reporter: Reporter) {
  baseUrl = config.baseUrl;
  const perMap = new Map(config.maps.map(({ map, viewers: count }) => [map.id, count]));
  const events = (mapId: number) => ({
    delivered: (count: number) => (deliveries += count),
    rejoined: () => (reconnects += 1),
    added: (name: string, at: number) => {
      const names = arrivals.get(mapId) ?? new Map<string, { count: number; firstAt: number }>();
      arrivals.set(mapId, names);
      const seen = names.get(name) ?? { count: 0, firstAt: at };
      seen.count += 1;
      if (seen.count === perMap.get(mapId)) {
        names.delete(name);
        reporter.arrived({ name, mapId, lastAt: at });
      } else names.set(name, seen);
    },
  });
  const queue = config.maps.flatMap(({ map, viewers: count }) =>
    Array.from({ length: count }, () => new LiveViewer(config.baseUrl, map, events(map.id))),
  );
  viewers.push(...queue);
  const live = () => {
    const connected = viewers.filter((viewer) => viewer.joined).length;
    reporter.live = { deliveries, reconnects, connected, viewers: viewers.length };
    deliveries = 0;
    reconnects = 0;
  };
  setInterval(live, 1000).unref();
  setInterval(() => {
    const before = performance.timeOrigin + performance.now() - ARRIVAL_MEMORY_MS;
    for (const names of arrivals.values())
      for (const [name, seen] of names) if (seen.firstAt < before) names.delete(name);
  }, 60_000).unref();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const viewer = queue[(next += 1) - 1]!;
      await viewer.join();
    }
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, worker));
}

async function verify(): Promise<ConvergenceReport> {
  const report: ConvergenceReport = {
    viewers: viewers.length,
    connected: viewers.filter((viewer) => viewer.joined).length,
    converged: 0,
    mismatches: [],
    sequenceViolations: 0,
    sequenceExamples: [],
  };
  const maps = new Map(viewers.map((viewer) => [viewer.map.id, viewer.map]));
  for (const map of maps.values()) {
    const session = await Session.visitor(baseUrl);
    if (map.password)
      await session.request('POST', `/api/maps/${map.id}/verify-password`, { password: map.password });
    const fresh = await readList(session, map);
    const names = new Map(fresh.list.map((location) => [location.id, location.name]));
    const ofMap = viewers.filter((viewer) => viewer.map.id === map.id);
    const deadline = Date.now() + CATCH_UP_MS;
    // Caught up when it holds what the fresh read shows. Its sequence may stay below the map's: a
    // change it may not see (an add awaiting review) moves the map's sequence, not the viewer's.
    const caughtUp = (viewer: LiveViewer) =>
      viewer.joined && !viewer.view.reloading && viewer.view.differences(names).length === 0;
    while (Date.now() < deadline && !ofMap.every(caughtUp))
      await new Promise((resolve) => setTimeout(resolve, 200));
    ofMap.forEach((viewer, index) => {
      const found = viewer.view.differences(names);
      if (!viewer.joined) found.push('not joined');
      if (found.length === 0) report.converged += 1;
      else if (report.mismatches.length < 10)
        report.mismatches.push(
          `${map.permalink} viewer ${index + 1}: ${found.join('; ')} (at sequence ${viewer.view.lastSeq}, the map at ${fresh.seq})`,
        );
      if (viewer.view.violations.length > 0) {
        report.sequenceViolations += 1;
        if (report.sequenceExamples.length < 5)
          report.sequenceExamples.push(`${map.permalink} viewer ${index + 1}: ${viewer.view.violations[0]}`);
      }
    });
  }
  return report;
}

runDriver<ViewersConfig>({
  start,
  verify,
  async stop() {
    for (const viewer of viewers) viewer.stop();
  },
});
