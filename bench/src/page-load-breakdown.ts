// Where one map page load spent its time, from what the page recorded (page-ready-timing.ts): the
// milestones of the load in milliseconds since navigation start.
import type { PageLoadTiming, ResourceTiming } from './page-ready-timing';

export interface LoadBreakdown {
  /** The page marked itself ready. */
  ready: number;
  /** The HTML document's response ended. */
  documentEnd: number;
  /** The last JavaScript file that arrived before ready ended. */
  jsEnd: number;
  jsFiles: number;
  /** JavaScript bytes over the wire (compressed when the server compressed). */
  jsTransferBytes: number;
  /** GET /api/maps/{permalink} ended. */
  mapEnd: number;
  /** GET /api/maps/{id}/locations was sent (its start shows what it waited for) and ended. */
  locationsStart: number;
  locationsEnd: number;
  locationsTransferBytes: number;
  /** From the later of "JS loaded" and "data arrived" to ready: parsing, indexing, rendering. */
  drawing: number;
  /** Long-task milliseconds (main thread blocked >= 50 ms at a time) before ready, and within drawing. */
  busyBeforeReady: number;
  busyWhileDrawing: number;
  /** The longest long task still running after the list arrived, before ready (0: none). */
  longestTaskAfterData: number;
  markerCount: number;
  /** Every request that ended before ready, in the order they were sent (for BENCH_VERBOSE). */
  waterfall: Array<{ path: string; start: number; end: number; transferBytes: number }>;
}

const pathOf = (url: string) => new URL(url).pathname;
const isJavaScript = (resource: ResourceTiming) => /\.m?js$/.test(pathOf(resource.url));

/** The first request to `path` that ended before ready, or an error naming what is missing. */
function requestTo(resources: readonly ResourceTiming[], path: string, ready: number): ResourceTiming {
  const found = resources.find((r) => pathOf(r.url) === path && r.responseEnd > 0 && r.responseEnd <= ready);
  if (!found) throw new Error(`no request to ${path} ended before the page was ready`);
  return found;
}

/** Milliseconds of the `tasks` ([start, duration]) that fall between `from` and `to`. */
function busyBetween(tasks: ReadonlyArray<readonly [number, number]>, from: number, to: number): number {
  return tasks.reduce((sum, [start, duration]) => {
    const overlap = Math.min(start + duration, to) - Math.max(start, from);
    return sum + Math.max(0, overlap);
  }, 0);
}

export function breakDownLoad(timing: PageLoadTiming, map: { id: number; permalink: string }): LoadBreakdown {
  const ready = timing.readyAt;
  if (ready === null) throw new Error('the page never recorded data-markers-ready="true"');
  const scripts = timing.resources.filter(
    (r) => isJavaScript(r) && r.responseEnd > 0 && r.responseEnd <= ready,
  );
  const mapDetails = requestTo(timing.resources, `/api/maps/${map.permalink}`, ready);
  const locations = requestTo(timing.resources, `/api/maps/${map.id}/locations`, ready);
  const jsEnd = Math.max(timing.document.responseEnd, ...scripts.map((r) => r.responseEnd));
  const drawingFrom = Math.max(jsEnd, locations.responseEnd);
  return {
    ready,
    documentEnd: timing.document.responseEnd,
    jsEnd,
    jsFiles: scripts.length,
    jsTransferBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    mapEnd: mapDetails.responseEnd,
    locationsStart: locations.startTime,
    locationsEnd: locations.responseEnd,
    locationsTransferBytes: locations.transferSize,
    drawing: ready - drawingFrom,
    busyBeforeReady: busyBetween(timing.longTasks, 0, ready),
    busyWhileDrawing: busyBetween(timing.longTasks, drawingFrom, ready),
    longestTaskAfterData: Math.max(
      0,
      ...timing.longTasks
        .filter(([start, duration]) => start + duration > locations.responseEnd && start < ready)
        .map(([, duration]) => duration),
    ),
    markerCount: timing.markerCount,
    waterfall: timing.resources
      .filter((r) => r.responseEnd > 0 && r.responseEnd <= ready)
      .sort((a, b) => a.startTime - b.startTime)
      .map((r) => ({
        path: pathOf(r.url),
        start: r.startTime,
        end: r.responseEnd,
        transferBytes: r.transferSize,
      })),
  };
}
