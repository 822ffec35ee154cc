import { gunzipSync } from 'node:zlib';
import { locationRights } from '@groupmap/contracts';
import type { LocationJson } from '../db/location-repository';
import { flags, LocationListCache, type ListReads } from './location-list-cache';
import type { Visitor } from './map-access';

const row = (id: number, owner: Partial<LocationJson> = {}): LocationJson => ({
  userId: null,
  creatorSessionId: null,
  contributorId: null,
  json: JSON.stringify({ id, mapId: 1, name: `Place ${id}`, customData: { Phone: '0123' } }),
  ...owner,
});

const map = { userId: 7 };
const key = (sequence: number) => ({ mapId: 1, epoch: 'e', sequence });
const rows = [row(2, { creatorSessionId: 'alice', contributorId: 40 }), row(1, { userId: 9 })];

/** The reads as location-list.ts makes them, over `rows`, counting each kind (Postgres' part done here). */
function readsOf(list: LocationJson[], visitor: Visitor) {
  const counted = {
    plainItems: jest.fn(async () =>
      list
        .map(({ json }) => json.slice(0, -1) + flags({ isOwn: false, canEdit: false, canDelete: false }))
        .join(','),
    ),
    rows: jest.fn(async () => list),
    visitorAddedAny: jest.fn(async () => list.some((r) => locationRights(r, null, visitor).isOwn)),
  };
  return counted satisfies ListReads;
}

/** Every read made by any of `reads`. */
const readsMade = (...all: ReturnType<typeof readsOf>[]) =>
  all.reduce((sum, r) => sum + r.plainItems.mock.calls.length + r.rows.mock.calls.length, 0);

async function bodyFor(cache: LocationListCache, sequence: number, visitor: Visitor, list = rows) {
  const reads = readsOf(list, visitor);
  const body = await cache.body(key(sequence), map, visitor, reads);
  return { body, reads };
}

/** What the cache counts for the shared body of `rows`: its gzip. */
async function sharedBodyBytes() {
  const { body } = await bodyFor(new LocationListCache(1_000_000), 1, { userId: null, sessionId: null });
  return body.gzip!.length;
}

const flagsOf = (json: string) =>
  (JSON.parse(json) as Record<string, unknown>[]).map(({ id, isOwn, canEdit, canDelete }) => ({
    id,
    isOwn,
    canEdit,
    canDelete,
  }));

describe('LocationListCache', () => {
  it('reads each form once per sequence and gives each viewer their own flags', async () => {
    const cache = new LocationListCache(1_000_000);
    const stranger = await bodyFor(cache, 3, { userId: null, sessionId: 'bob' });
    const anonymous = await bodyFor(cache, 3, { userId: null, sessionId: null });
    const alice = await bodyFor(cache, 3, { userId: null, sessionId: 'alice' });
    const owner = await bodyFor(cache, 3, { userId: 7, sessionId: 'owner' });
    // The shared body (Postgres' one string) for the stranger, the rows for alice; then none.
    expect(stranger.reads.plainItems).toHaveBeenCalledTimes(1);
    expect(alice.reads.rows).toHaveBeenCalledTimes(1);
    expect(readsMade(anonymous.reads, owner.reads)).toBe(0);
    // Whether a viewer added any is asked only of viewers who could have (not of the owner).
    expect(anonymous.reads.visitorAddedAny).not.toHaveBeenCalled();
    expect(owner.reads.visitorAddedAny).not.toHaveBeenCalled();

    expect(flagsOf(stranger.body.text())).toEqual([
      { id: 2, isOwn: false, canEdit: false, canDelete: false },
      { id: 1, isOwn: false, canEdit: false, canDelete: false },
    ]);
    expect(anonymous.body.gzip).toBe(stranger.body.gzip);
    expect(flagsOf(alice.body.text())[0]).toEqual({ id: 2, isOwn: true, canEdit: true, canDelete: true });
    expect(flagsOf(owner.body.text()).map((l) => l.canDelete)).toEqual([true, true]);
    expect(JSON.parse(stranger.body.text())[0]).toMatchObject({
      name: 'Place 2',
      customData: { Phone: '0123' },
    });
    expect(stranger.body.text()).not.toContain('alice');

    // Viewers without rights share one gzipped body; others get theirs built.
    expect(gunzipSync(stranger.body.gzip!).toString()).toBe(stranger.body.text());
    expect(stranger.body.text()).toBe(anonymous.body.text());
    expect(alice.body.gzip).toBeUndefined();

    const next = await bodyFor(cache, 4, { userId: null, sessionId: 'bob' });
    expect(next.reads.plainItems).toHaveBeenCalledTimes(1);
  });

  it('reads the shared body once for the viewers who ask while it is being read (issue 29)', async () => {
    const cache = new LocationListCache(1_000_000);
    const crowd = Array.from({ length: 5 }, (_, index) =>
      readsOf(rows, { userId: null, sessionId: `v${index}` }),
    );
    const bodies = await Promise.all(
      crowd.map((reads, index) => cache.body(key(3), map, { userId: null, sessionId: `v${index}` }, reads)),
    );
    expect(readsMade(...crowd)).toBe(1);
    expect(new Set(bodies.map((body) => body.text())).size).toBe(1);
  });

  it('reads the shared body again after a read that failed', async () => {
    const cache = new LocationListCache(1_000_000);
    const failing = readsOf(rows, { userId: null, sessionId: null });
    failing.plainItems.mockRejectedValueOnce(new Error('connection lost'));
    await expect(cache.body(key(3), map, { userId: null, sessionId: null }, failing)).rejects.toThrow(
      'connection lost',
    );
    const next = await bodyFor(cache, 3, { userId: null, sessionId: null });
    expect(next.reads.plainItems).toHaveBeenCalledTimes(1);
    expect(flagsOf(next.body.text())).toHaveLength(2);
  });

  it('builds the shared body from the rows it holds, the same text Postgres writes', async () => {
    const cache = new LocationListCache(1_000_000);
    const alice = await bodyFor(cache, 3, { userId: null, sessionId: 'alice' });
    expect(alice.reads.rows).toHaveBeenCalledTimes(1);
    const stranger = await bodyFor(cache, 3, { userId: null, sessionId: 'bob' });
    expect(readsMade(stranger.reads)).toBe(0);
    const fromPostgres = await bodyFor(new LocationListCache(1_000_000), 3, {
      userId: null,
      sessionId: 'bob',
    });
    expect(stranger.body.text()).toBe(fromPostgres.body.text());
  });

  it('flags the locations of an identity a mailed link bound to the viewer’s session (issue 26)', async () => {
    const cache = new LocationListCache(1_000_000);
    const otherDevice = { userId: null, sessionId: 'alice-phone', contributorIds: [40] };
    const { body } = await bodyFor(cache, 3, otherDevice);
    const [bound, other] = JSON.parse(body.text()) as { isOwn: boolean; canEdit: boolean }[];
    expect(bound).toMatchObject({ isOwn: true, canEdit: true });
    expect(other).toMatchObject({ isOwn: false, canEdit: false });
    const unbound = await bodyFor(cache, 3, { userId: null, sessionId: 'alice-phone' });
    expect(JSON.parse(unbound.body.text())[0]).toMatchObject({ isOwn: false });
  });

  it('forgets the least recently used lists beyond its size', async () => {
    const visitor = { userId: null, sessionId: null };
    // Room for one list's body, not for two.
    const cache = new LocationListCache(Math.round((await sharedBodyBytes()) * 1.5));
    const ofMap = async (mapId: number) => {
      const reads = readsOf(rows, visitor);
      await cache.body({ mapId, epoch: 'e', sequence: 1 }, map, visitor, reads);
      return readsMade(reads);
    };
    expect(await ofMap(1)).toBe(1);
    expect(await ofMap(2)).toBe(1);
    expect(await ofMap(1)).toBe(1);
  });

  it('keeps the shared body gzipped only: its JSON is not held beside it', async () => {
    const many = Array.from({ length: 200 }, (_, index) => row(index + 1));
    const visitor = { userId: null, sessionId: null };
    const first = await bodyFor(new LocationListCache(1_000_000), 1, visitor, many);
    const { gzip } = first.body;
    const json = first.body.text();
    // A bound the gzip fits in but the JSON does not: the list is still held, so read once.
    expect(gzip!.length).toBeLessThan(json.length / 4);
    const cache = new LocationListCache(gzip!.length + 10);
    const reads = readsOf(many, visitor);
    await cache.body(key(1), map, visitor, reads);
    const again = await cache.body(key(1), map, visitor, reads);
    expect(readsMade(reads)).toBe(1);
    expect(again.text()).toBe(json);
  });

  it('holds one list per map: a newer sequence replaces the older, an older one is not kept', async () => {
    const cache = new LocationListCache(1_000_000);
    const visitor = { userId: null, sessionId: null };
    const reads = readsOf(rows, visitor);
    const read = (k: { mapId: number; epoch: string; sequence: number }) =>
      cache.body(k, map, visitor, reads);
    await read(key(3));
    await read(key(4));
    // A reader late with sequence 3 is answered without displacing 4.
    await read(key(3));
    await read(key(4));
    expect(readsMade(reads)).toBe(3);
    // Sequence 3 went when 4 came: asking for it again reads again.
    await read(key(3));
    expect(readsMade(reads)).toBe(4);
    // A restored database (another epoch) replaces the list whatever its sequence.
    await read({ mapId: 1, epoch: 'f', sequence: 1 });
    await read({ mapId: 1, epoch: 'f', sequence: 1 });
    await read(key(4));
    expect(readsMade(reads)).toBe(6);
  });

  it('counts only the lists it holds against its size: late readers do not crowd out the current list', async () => {
    // Room for two lists' bodies: the current one and the late readers' would not fit.
    const cache = new LocationListCache(Math.round((await sharedBodyBytes()) * 2.5));
    const visitor = { userId: null, sessionId: null };
    const reads = readsOf(rows, visitor);
    const read = (sequence: number) => cache.body(key(sequence), map, visitor, reads);
    await read(4);
    // Readers late with sequence 3 each get a body built for them, never held.
    for (let late = 0; late < 4; late += 1) await read(3);
    await read(5);
    expect(readsMade(reads)).toBe(6);
    await read(5);
    expect(readsMade(reads)).toBe(6);
  });
});
