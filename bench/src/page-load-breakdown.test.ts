import { breakDownLoad } from './page-load-breakdown';
import type { PageLoadTiming, ResourceTiming } from './page-ready-timing';

const BASE = 'http://127.0.0.1:18080';
const MAP = { id: 7, permalink: 'bench-ab12' };

function resource(path: string, startTime: number, responseEnd: number, transferSize = 1000): ResourceTiming {
  return {
    url: `${BASE}${path}`,
    initiatorType: path.endsWith('.js') ? 'script' : 'fetch',
    startTime,
    requestStart: startTime + 1,
    responseStart: responseEnd - 1,
    responseEnd,
    transferSize,
    decodedBodySize: transferSize * 3,
  };
}

function timing(overrides: Partial<PageLoadTiming> = {}): PageLoadTiming {
  return {
    readyAt: 900,
    document: { responseEnd: 40, domContentLoaded: 120 },
    resources: [
      resource('/main.js', 45, 100, 30_000),
      resource('/mf-map/remoteEntry.js', 110, 200, 20_000),
      resource(`/api/maps/${MAP.permalink}`, 250, 300),
      resource(`/api/maps/${MAP.id}/locations`, 310, 600, 400_000),
      resource('/mf-map/leaflet.js', 320, 500, 50_000),
      // Arrives after ready: not part of what the ready state waited for.
      resource('/mf-map/late-chunk.js', 800, 950, 9_000),
      resource('/tiles/2/1/1.png', 700, 0),
    ],
    longTasks: [
      [100, 80],
      [610, 200],
      [850, 100],
    ],
    markerCount: 42,
    ...overrides,
  };
}

describe('breakDownLoad', () => {
  it('places the milestones of a load and what the main thread did in between', () => {
    expect(breakDownLoad(timing(), MAP)).toEqual({
      ready: 900,
      documentEnd: 40,
      jsEnd: 500,
      jsFiles: 3,
      jsTransferBytes: 100_000,
      mapEnd: 300,
      locationsStart: 310,
      locationsEnd: 600,
      locationsTransferBytes: 400_000,
      drawing: 300,
      busyBeforeReady: 80 + 200 + 50,
      busyWhileDrawing: 200 + 50,
      longestTaskAfterData: 200,
      markerCount: 42,
      waterfall: [
        { path: '/main.js', start: 45, end: 100, transferBytes: 30_000 },
        { path: '/mf-map/remoteEntry.js', start: 110, end: 200, transferBytes: 20_000 },
        { path: `/api/maps/${MAP.permalink}`, start: 250, end: 300, transferBytes: 1000 },
        { path: `/api/maps/${MAP.id}/locations`, start: 310, end: 600, transferBytes: 400_000 },
        { path: '/mf-map/leaflet.js', start: 320, end: 500, transferBytes: 50_000 },
      ],
    });
  });

  it('measures drawing from the JavaScript when it arrives after the data', () => {
    const late = timing({
      resources: [...timing().resources, resource('/mf-map/leaflet-late.js', 320, 700, 1000)],
    });
    const breakdown = breakDownLoad(late, MAP);
    expect(breakdown.jsEnd).toBe(700);
    expect(breakdown.drawing).toBe(200);
  });

  it('finds no long task after the data when the main thread stayed free from then on', () => {
    const calm = breakDownLoad(
      timing({
        longTasks: [
          [100, 80],
          [400, 150],
        ],
      }),
      MAP,
    );
    expect(calm.longestTaskAfterData).toBe(0);
    // A task that began before the list arrived and ran on past it still counts.
    expect(breakDownLoad(timing({ longTasks: [[550, 120]] }), MAP).longestTaskAfterData).toBe(120);
  });

  it('refuses a load that never became ready or never asked for the locations', () => {
    expect(() => breakDownLoad(timing({ readyAt: null }), MAP)).toThrow('data-markers-ready');
    const noList = timing({ resources: timing().resources.filter((r) => !r.url.endsWith('/locations')) });
    expect(() => breakDownLoad(noList, MAP)).toThrow(`/api/maps/${MAP.id}/locations`);
  });
});
