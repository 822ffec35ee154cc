// The writers' process: anonymous contributors adding locations (each session within the default
// per-session write limit), and the maps' owners deleting and editing (unlimited on their own maps).
// Every write is recorded in the ledger with its outcome; none is ever retried, so an add whose answer
// was lost is "unknown" and must exist at most once.
import { randomBytes } from 'node:crypto';
import { pace, runDriver, type Reporter } from './driver-runtime';
import { placeBody } from './place-body';
import { Session } from './session';

export interface WriterMap {
  id: number;
  /** The owner's signed-in session (its Cookie header). */
  ownerCookie: string;
  /** Seeded locations the owner added (the owner may edit these: edits are their author's only). */
  ownedIds: number[];
}

export interface WritersConfig {
  baseUrl: string;
  maps: WriterMap[];
  contributorSessions: number;
  addsPerSecond: number;
  deletesPerSecond: number;
  editsPerSecond: number;
}

interface MapState {
  map: WriterMap;
  owner: Session;
  /** Locations that may be deleted: seeded ones and acknowledged adds, minus those being written. */
  deletable: number[];
  /** The owner's own, which may be edited. */
  editable: Set<number>;
  busy: Set<number>;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const run = randomBytes(3).toString('hex');
let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${run}-${(counter += 1)}`;

function takeRandom(state: MapState, from: number[]): number | undefined {
  for (let tries = 0; tries < 8 && from.length > 0; tries += 1) {
    const index = Math.floor(Math.random() * from.length);
    const id = from[index]!;
    if (state.busy.has(id)) continue;
    state.busy.add(id);
    return id;
  }
  return undefined;
}

let pacers: Array<ReturnType<typeof pace>> = [];

async function start(config: WritersConfig, reporter: Reporter) {
  const states: MapState[] = config.maps.map((map) => ({
    map,
    owner: new Session(config.baseUrl, map.ownerCookie),
    deletable: [...map.ownedIds],
    editable: new Set(map.ownedIds),
    busy: new Set(),
  }));
  const contributors: Session[] = [];
  for (let index = 0; index < config.contributorSessions; index += 1)
    contributors.push(await Session.visitor(config.baseUrl));
  let nextContributor = 0;

  const add = async () => {
    const state = pick(states);
    const session = contributors[(nextContributor += 1) % contributors.length]!;
    const name = uniqueName('Soak place');
    const answer = await session.request<{ id: number }>(
      'POST',
      `/api/maps/${state.map.id}/locations`,
      placeBody(name),
    );
    reporter.count('add', answer);
    const id = answer.outcome === 'ack' ? answer.body?.id : undefined;
    if (id !== undefined) state.deletable.push(id);
    reporter.record({
      kind: 'add',
      mapId: state.map.id,
      name,
      outcome: answer.outcome,
      id,
      sentAt: answer.sentAt,
      doneAt: answer.doneAt,
    });
  };

  const remove = async () => {
    const state = pick(states);
    const id = takeRandom(state, state.deletable);
    if (id === undefined) return;
    const answer = await state.owner.request('DELETE', `/api/maps/${state.map.id}/locations/${id}`);
    reporter.count('delete', answer);
    // Never written to again, whatever the answer: a delete is not retried.
    state.deletable.splice(state.deletable.indexOf(id), 1);
    state.editable.delete(id);
    state.busy.delete(id);
    reporter.record({
      kind: 'delete',
      mapId: state.map.id,
      id,
      outcome: answer.outcome,
      sentAt: answer.sentAt,
      doneAt: answer.doneAt,
    });
  };

  const edit = async () => {
    const state = pick(states);
    const id = takeRandom(state, [...state.editable]);
    if (id === undefined) return;
    const name = uniqueName('Soak edit');
    const answer = await state.owner.request(
      'PUT',
      `/api/maps/${state.map.id}/locations/${id}`,
      placeBody(name),
    );
    reporter.count('edit', answer);
    state.busy.delete(id);
    reporter.record({
      kind: 'edit',
      mapId: state.map.id,
      id,
      name,
      outcome: answer.outcome,
      sentAt: answer.sentAt,
      doneAt: answer.doneAt,
    });
  };

  pacers = [
    pace(config.addsPerSecond, add),
    pace(config.deletesPerSecond, remove),
    pace(config.editsPerSecond, edit),
  ];
}

runDriver<WritersConfig>({
  start,
  async stop() {
    await Promise.all(pacers.map((pacer) => pacer.stop()));
  },
});
