import { gunzipSync } from 'node:zlib';
import type { LocationJson } from '../db/location-repository';
import { LocationListCache } from './location-list-cache';

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

describe('LocationListCache', () => {
  it('reads the rows once per sequence and gives each viewer their own flags', async () => {
    const cache = new LocationListCache(1_000_000);
    const read = jest.fn(async () => rows);
    const stranger = await cache.body(key(3), map, { userId: null, sessionId: 'bob' }, read);
    const alice = await cache.body(key(3), map, { userId: null, sessionId: 'alice' }, read);
    const owner = await cache.body(key(3), map, { userId: 7, sessionId: 'owner' }, read);
    expect(read).toHaveBeenCalledTimes(1);

    const flagsOf = (json: string) =>
      (JSON.parse(json) as Record<string, unknown>[]).map(({ id, isOwn, canEdit, canDelete }) => ({
        id,
        isOwn,
        canEdit,
        canDelete,
      }));
    expect(flagsOf(stranger.json)).toEqual([
      { id: 2, isOwn: false, canEdit: false, canDelete: false },
      { id: 1, isOwn: false, canEdit: false, canDelete: false },
    ]);
    expect(flagsOf(alice.json)[0]).toEqual({ id: 2, isOwn: true, canEdit: true, canDelete: true });
    expect(flagsOf(owner.json).map((l) => l.canDelete)).toEqual([true, true]);
    expect(JSON.parse(stranger.json)[0]).toMatchObject({ name: 'Place 2', customData: { Phone: '0123' } });
    expect(stranger.json).not.toContain('alice');

    // Viewers without rights share one gzipped body; others get theirs built.
    expect(gunzipSync(stranger.gzip!).toString()).toBe(stranger.json);
    expect(alice.gzip).toBeUndefined();

    await cache.body(key(4), map, { userId: null, sessionId: 'bob' }, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('flags the locations of an identity a mailed link bound to the viewer’s session (issue 26)', async () => {
    const cache = new LocationListCache(1_000_000);
    const read = async () => rows;
    const otherDevice = { userId: null, sessionId: 'alice-phone', contributorIds: [40] };
    const body = await cache.body(key(3), map, otherDevice, read);
    const [bound, other] = JSON.parse(body.json) as { isOwn: boolean; canEdit: boolean }[];
    expect(bound).toMatchObject({ isOwn: true, canEdit: true });
    expect(other).toMatchObject({ isOwn: false, canEdit: false });
    const unbound = await cache.body(key(3), map, { userId: null, sessionId: 'alice-phone' }, read);
    expect(JSON.parse(unbound.json)[0]).toMatchObject({ isOwn: false });
  });

  it('forgets the least recently used lists beyond its size', async () => {
    const cache = new LocationListCache(600);
    const read = jest.fn(async () => rows);
    const visitor = { userId: null, sessionId: null };
    const ofMap = (mapId: number) => ({ mapId, epoch: 'e', sequence: 1 });
    await cache.body(ofMap(1), map, visitor, read);
    await cache.body(ofMap(2), map, visitor, read);
    await cache.body(ofMap(1), map, visitor, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('holds one list per map: a newer sequence replaces the older, an older one is not kept', async () => {
    const cache = new LocationListCache(1_000_000);
    const read = jest.fn(async () => rows);
    const visitor = { userId: null, sessionId: null };
    await cache.body(key(3), map, visitor, read);
    await cache.body(key(4), map, visitor, read);
    // A reader late with sequence 3 is answered without displacing 4.
    await cache.body(key(3), map, visitor, read);
    await cache.body(key(4), map, visitor, read);
    expect(read).toHaveBeenCalledTimes(3);
    // Sequence 3 went when 4 came: asking for it again reads again.
    await cache.body(key(3), map, visitor, read);
    expect(read).toHaveBeenCalledTimes(4);
    // A restored database (another epoch) replaces the list whatever its sequence.
    await cache.body({ mapId: 1, epoch: 'f', sequence: 1 }, map, visitor, read);
    await cache.body({ mapId: 1, epoch: 'f', sequence: 1 }, map, visitor, read);
    await cache.body(key(4), map, visitor, read);
    expect(read).toHaveBeenCalledTimes(6);
  });

  it('counts only the lists it holds against its size: late readers do not crowd out the current list', async () => {
    const cache = new LocationListCache(1_500);
    const read = jest.fn(async () => rows);
    const visitor = { userId: null, sessionId: null };
    await cache.body(key(4), map, visitor, read);
    // Readers late with sequence 3 each get a body built for them, never held.
    for (let late = 0; late < 4; late += 1) await cache.body(key(3), map, visitor, read);
    await cache.body(key(5), map, visitor, read);
    expect(read).toHaveBeenCalledTimes(6);
    await cache.body(key(5), map, visitor, read);
    expect(read).toHaveBeenCalledTimes(6);
  });
});
