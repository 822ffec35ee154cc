// The in-page half of the map page benchmark: what the page itself records about its load, read with
// the page's own clock (performance.now(), zero at navigation start), so Playwright's round trips
// never count. Both scripts are plain strings: a function passed to Playwright is sent as its source,
// and the helpers tsx/esbuild inject into compiled functions (`__name`) do not exist in the page.

/** The attribute the map page sets on its Leaflet container once the view's markers are drawn. */
export const MARKERS_READY_ATTRIBUTE = 'data-markers-ready';
export const MARKERS_READY_SELECTOR = `[${MARKERS_READY_ATTRIBUTE}="true"]`;

/** What one load recorded, in milliseconds since navigation start. */
export interface PageLoadTiming {
  /** When the attribute first became "true" (the page marked itself ready). */
  readyAt: number | null;
  /** The document's navigation timing. */
  document: { responseEnd: number; domContentLoaded: number };
  resources: ResourceTiming[];
  /** Long tasks (>= 50 ms of main thread) as [start, duration]. */
  longTasks: Array<[number, number]>;
  /** Marker and cluster icons in the map when it was read. */
  markerCount: number;
}

export interface ResourceTiming {
  url: string;
  initiatorType: string;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
  decodedBodySize: number;
}

/**
 * Runs in every new document before the page's own scripts: notes the first moment the ready
 * attribute turns "true" (a MutationObserver's callback runs in the very task that set it), keeps the
 * long tasks, and makes room for more resource entries than the default 250 (tiles count too).
 */
export const RECORD_READY_SCRIPT = `(() => {
  const attribute = ${JSON.stringify(MARKERS_READY_ATTRIBUTE)};
  const record = { readyAt: null, longTasks: [] };
  record.ready = new Promise((resolve) => {
    record.markReady = resolve;
  });
  Object.defineProperty(window, '__benchMapLoad', { value: record });
  performance.setResourceTimingBufferSize(5000);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.target.getAttribute(attribute) === 'true') {
        record.readyAt = performance.now();
        record.markReady(record.readyAt);
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) record.longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the breakdown goes without main-thread figures.
  }
})();`;

/**
 * An expression for a promise of the ready moment. Awaited through the DevTools protocol, which the
 * page's Content-Security-Policy (no 'unsafe-eval') does not block, unlike a polled predicate.
 */
export const READY_EXPRESSION = 'window.__benchMapLoad.ready';

/** An expression evaluating to the page's PageLoadTiming. */
export const READ_TIMING_EXPRESSION = `(() => {
  const record = window.__benchMapLoad;
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    readyAt: record ? record.readyAt : null,
    document: {
      responseEnd: navigation ? navigation.responseEnd : 0,
      domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : 0,
    },
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      initiatorType: entry.initiatorType,
      startTime: entry.startTime,
      requestStart: entry.requestStart,
      responseStart: entry.responseStart,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
      decodedBodySize: entry.decodedBodySize,
    })),
    longTasks: record ? record.longTasks : [],
    markerCount: document.querySelectorAll('.leaflet-marker-icon').length,
  };
})()`;
