// The loaders' process: everything beside the steady writes. Map page data loads (the map, then its
// list, as a page opening it), an export every 30 s, a 1,000-row CSV import into a map of its own
// every few minutes, visitors earning grants to a password-protected map and adding there, and a
// reviewed map with contributors' adds approved by its owner and reports the owner keeps.
import { randomBytes } from 'node:crypto';
import { pace, runDriver, type Reporter } from './driver-runtime';
import { placeBody } from './place-body';
import { Session, type Answer } from './session';

export interface LoadersConfig {
  baseUrl: string;
  /** The public maps a page load opens, by permalink. */
  loadMaps: string[];
  dataLoadsPerSecond: number;
  /**
   * Each export is an owner's of its own map, the owners taking turns: one session exporting every
   * 30 s would reach the default per-session export limit (20 in 10 minutes).
   */
  exports: { maps: Array<{ id: number; ownerCookie: string }>; everySeconds: number };
  importMap: { id: number; ownerCookie: string; everySeconds: number; rows: number };
  protectedMap: { id: number; password: string; grantsPerMinute: number };
  reviewedMap: {
    id: number;
    ownerCookie: string;
    addsPerMinute: number;
    reportsPerMinute: number;
    reviewEverySeconds: number;
  };
}

const VISITOR_POOL = 40;
const IMPORT_POLL_MS = 1000;
const IMPORT_WITHIN_MS = 240_000;
const run = randomBytes(3).toString('hex');
let counter = 0;

/** A CSV of `rows` places with coordinates and an address, so none waits for the geocoder. */
function importCsv(rows: number): string {
  const lines = ['name,address,latitude,longitude'];
  for (let index = 1; index <= rows; index += 1)
    lines.push(`Imported ${run}-${counter}-${index},London,${(51.4 + index / 10_000).toFixed(5)},-0.1`);
  return `${lines.join('\n')}\n`;
}

let pacers: Array<ReturnType<typeof pace>> = [];
let timers: NodeJS.Timeout[] = [];
const running = new Set<Promise<unknown>>();

/** Every `seconds`, runs `task` unless the previous one still runs (tracked so stop waits for it). */
function every(seconds: number, task: () => Promise<void>) {
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    const promise = task().finally(() => (busy = false));
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  };
  timers.push(setInterval(tick, seconds * 1000), setTimeout(tick, 2000));
}

async function start(config: LoadersConfig, reporter: Reporter) {
  const visitors: Session[] = [];
  for (let index = 0; index < VISITOR_POOL; index += 1) visitors.push(await Session.visitor(config.baseUrl));
  const visitor = () => visitors[Math.floor(Math.random() * visitors.length)]!;
  const owner = (cookie: string) => new Session(config.baseUrl, cookie);

  // A page opening a map: the map by permalink, then its list; timed as one load.
  const dataLoad = async () => {
    const session = visitor();
    const permalink = config.loadMaps[Math.floor(Math.random() * config.loadMaps.length)]!;
    const map = await session.request<{ id: number }>('GET', `/api/maps/${permalink}`);
    reporter.count('map', map);
    if (map.outcome !== 'ack') return;
    const list = await session.request('GET', `/api/maps/${map.body!.id}/locations`, undefined, {
      raw: true,
    });
    const load: Answer = { ...list, sentAt: map.sentAt };
    reporter.count('load', load, { duration: true });
  };

  const exporters = config.exports.maps.map((map) => ({ id: map.id, session: owner(map.ownerCookie) }));
  let nextExporter = 0;
  const exportOnce = async () => {
    const exporter = exporters[(nextExporter += 1) % exporters.length]!;
    const answer = await exporter.session.request(
      'GET',
      `/api/maps/${exporter.id}/export?format=geojson`,
      undefined,
      {
        raw: true,
        timeoutMs: 120_000,
      },
    );
    reporter.count('export', answer, { duration: true });
  };

  const importer = owner(config.importMap.ownerCookie);
  const importOnce = async () => {
    counter += 1;
    const form = new FormData();
    const csv = importCsv(config.importMap.rows);
    form.append('file', new Blob([csv], { type: 'text/csv' }), `soak-${counter}.csv`);
    const path = `/api/maps/${config.importMap.id}/imports`;
    const preview = await importer.request<{ id: string }>('POST', path, form, { timeoutMs: 120_000 });
    reporter.count('import', preview);
    if (preview.outcome !== 'ack') return;
    const commit = await importer.request('POST', `${path}/${preview.body!.id}/commit`, {});
    reporter.count('import', commit);
    const entry = { kind: 'import' as const, mapId: config.importMap.id, rows: config.importMap.rows };
    if (commit.outcome !== 'ack') {
      reporter.record({ ...entry, outcome: commit.outcome, sentAt: commit.sentAt, doneAt: commit.doneAt });
      return;
    }
    const deadline = Date.now() + IMPORT_WITHIN_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
      const progress = await importer.request<{ status: string; imported: number | null }>(
        'GET',
        `${path}/${preview.body!.id}`,
      );
      reporter.count('import', progress);
      const status = progress.body?.status;
      if (status === 'done' || status === 'failed' || status === 'cancelled' || Date.now() > deadline) {
        const done = status === 'done' && progress.body?.imported === config.importMap.rows;
        reporter.record({
          ...entry,
          outcome: done ? 'ack' : 'failed',
          sentAt: commit.sentAt,
          doneAt: progress.doneAt,
        });
        return;
      }
    }
  };

  // A visitor new to a map, while the load runs: opening its session is a request like any other,
  // which a fault may refuse (counted, not thrown: a throw here ended the whole driver).
  const newVisitor = async () => {
    const { session, answer } = await Session.open(config.baseUrl);
    reporter.count('session', answer);
    return answer.outcome === 'ack' ? session : undefined;
  };

  // A visitor new to the protected map: the password, the list, then a place of its own.
  const grantAndAdd = async () => {
    const session = await newVisitor();
    if (!session) return;
    const { id, password } = config.protectedMap;
    const verified = await session.request('POST', `/api/maps/${id}/verify-password`, { password });
    reporter.count('password', verified);
    if (verified.outcome !== 'ack') return;
    const list = await session.request('GET', `/api/maps/${id}/locations`, undefined, { raw: true });
    reporter.count('protected list', list);
    await addTo(session, id, 'protected add');
  };

  const addTo = async (session: Session, mapId: number, what: string) => {
    const name = `Soak ${what} ${run}-${(counter += 1)}`;
    const answer = await session.request<{ id: number }>(
      'POST',
      `/api/maps/${mapId}/locations`,
      placeBody(name),
    );
    reporter.count(what, answer);
    reporter.record({
      kind: 'add',
      mapId,
      name,
      outcome: answer.outcome,
      id: answer.outcome === 'ack' ? answer.body?.id : undefined,
      sentAt: answer.sentAt,
      doneAt: answer.doneAt,
    });
    return answer;
  };

  const reviewed = config.reviewedMap;
  const reviewer = owner(reviewed.ownerCookie);
  const contributeForReview = async () => {
    await addTo(visitor(), reviewed.id, 'reviewed add');
  };
  const review = async () => {
    const queue = await reviewer.request<{ items: Array<{ id: string }> }>(
      'GET',
      `/api/maps/${reviewed.id}/review`,
    );
    reporter.count('review', queue);
    const ids = (queue.body?.items ?? []).map((item) => item.id).slice(0, 1000);
    if (ids.length > 0)
      reporter.count(
        'review',
        await reviewer.request('POST', `/api/maps/${reviewed.id}/review/approve`, { ids }),
      );
    const reports = await reviewer.request<{ items: Array<{ locationId: number }> }>(
      'GET',
      `/api/maps/${reviewed.id}/reports`,
    );
    reporter.count('review', reports);
    for (const item of reports.body?.items ?? [])
      reporter.count(
        'review',
        await reviewer.request('POST', `/api/maps/${reviewed.id}/reports/${item.locationId}/keep`),
      );
  };
  // A visitor new to the map reports one of its published places (one report per session).
  const report = async () => {
    const session = await newVisitor();
    if (!session) return;
    const list = await session.request<Array<{ id: number }>>('GET', `/api/maps/${reviewed.id}/locations`);
    reporter.count('reviewed list', list);
    const locations = list.body ?? [];
    if (list.outcome !== 'ack' || locations.length === 0) return;
    const target = locations[Math.floor(Math.random() * locations.length)]!;
    const answer = await session.request('POST', `/api/maps/${reviewed.id}/locations/${target.id}/reports`, {
      reason: 'wrong',
    });
    // A place deleted or already decided in between is not the platform's failure.
    reporter.count('report', answer.status === 404 ? { ...answer, outcome: 'ack' } : answer);
  };

  pacers = [
    pace(config.dataLoadsPerSecond, dataLoad),
    pace(config.protectedMap.grantsPerMinute / 60, grantAndAdd),
    pace(reviewed.addsPerMinute / 60, contributeForReview),
    pace(reviewed.reportsPerMinute / 60, report),
  ];
  every(config.exports.everySeconds, exportOnce);
  every(config.importMap.everySeconds, importOnce);
  every(reviewed.reviewEverySeconds, review);
}

runDriver<LoadersConfig>({
  start,
  async stop() {
    for (const timer of timers) clearInterval(timer);
    timers = [];
    await Promise.all(pacers.map((pacer) => pacer.stop()));
    await Promise.all([...running]);
  },
});
