import { liveServerMessageSchema, type MapSnapshot } from '@groupmap/contracts';
import { liveChange, type MapEvent } from './live-changes';

const OWNER = 7;
const map: MapSnapshot = {
  id: 9,
  userId: OWNER,
  name: 'Shops',
  description: null,
  permalink: 'shops',
  customFields: ['Website', 'Opening hours'],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  createdAt: '2026-11-26T04:00:00.000Z',
};

const imported = (seq: number, count: number): MapEvent =>
  ({
    id: 'event-id',
    type: 'maps.locations.imported.v1',
    occurredAt: '2026-11-26T05:00:00.000Z',
    aggregateId: String(map.id),
    sequence: seq,
    payload: { mapId: map.id, passwordVersion: 0, importId: 'import-1', count, map },
  }) as MapEvent;

describe('liveChange of an import', () => {
  it('is one locationsImported message with the count and the map’s public settings', () => {
    const change = liveChange(imported(12, 2500), { ownerId: OWNER, epoch: 'e1' })!;
    expect(change.seq).toBe(12);
    const text = change.textFor({ userId: null, sessionId: 'visitor' })!;
    const { userId: _owner, ...visible } = map;
    expect(liveServerMessageSchema.parse(JSON.parse(text))).toEqual({
      type: 'locationsImported',
      data: { count: 2500, map: visible },
      seq: 12,
      epoch: 'e1',
    });
    expect(text).not.toContain('userId');
    expect(text).not.toContain('import-1');
  });

  it('reads the same for every viewer, the owner included', () => {
    const change = liveChange(imported(3, 40), { ownerId: OWNER, epoch: 'e1' })!;
    const forVisitor = change.textFor({ userId: null, sessionId: 'visitor' });
    expect(change.textFor({ userId: OWNER, sessionId: 'owner-session' })).toBe(forVisitor);
    expect(change.textFor({ userId: 42, sessionId: null })).toBe(forVisitor);
  });
});

const AUTHOR = 42;
const located = (
  audience: 'all' | 'owner' | 'owner-and-author' | undefined,
  seq = 20,
  { type = 'maps.location.created.v1', review }: { type?: string; review?: string } = {},
): MapEvent =>
  ({
    id: 'event-id',
    type,
    occurredAt: '2026-11-29T05:00:00.000Z',
    aggregateId: String(map.id),
    sequence: seq,
    payload: {
      mapId: map.id,
      passwordVersion: 0,
      location: {
        id: 5,
        mapId: map.id,
        userId: AUTHOR,
        creatorSessionId: 'author-session',
        contributorId: 31,
        name: 'Awaiting a look',
        address: 'Quay 1',
        latitude: 51.4,
        longitude: -2.6,
        region: '',
        country: '',
        customData: {},
        createdAt: '2026-11-29T05:00:00.000Z',
      },
      ...(audience && { audience }),
      ...(review && { review }),
    },
  }) as MapEvent;

describe('liveChange of a location, by audience', () => {
  const owner = { userId: OWNER, sessionId: 'owner-session' };
  const authorOnPhone = { userId: AUTHOR, sessionId: 'phone' };
  const authorsBrowser = { userId: null, sessionId: 'author-session' };
  const stranger = { userId: 99, sessionId: 'stranger' };
  const visitor = { userId: null, sessionId: 'visitor' };
  const reached = (audience: Parameters<typeof located>[0]) => {
    const change = liveChange(located(audience), { ownerId: OWNER, epoch: 'e1' })!;
    return [owner, authorOnPhone, authorsBrowser, stranger, visitor].map(
      (viewer) => change.textFor(viewer) !== null,
    );
  };

  it('reaches everyone when addressed to all, or when written before audiences existed', () => {
    expect(reached('all')).toEqual([true, true, true, true, true]);
    expect(reached(undefined)).toEqual([true, true, true, true, true]);
  });

  it('reaches the owner and the author (by account or creating session) only when addressed to both', () => {
    expect(reached('owner-and-author')).toEqual([true, true, true, false, false]);
  });

  it('reaches the owner alone when addressed to the owner', () => {
    expect(reached('owner')).toEqual([true, false, false, false, false]);
  });

  it('treats a session a mailed link bound to the author’s identity as the author (issue 26)', () => {
    const otherDevice = { userId: null, sessionId: 'laptop', contributorIds: [31] };
    const unbound = { userId: null, sessionId: 'laptop', contributorIds: [32] };
    const pending = liveChange(located('owner-and-author'), { ownerId: OWNER, epoch: 'e1' })!;
    expect(pending.textFor(otherDevice)).not.toBeNull();
    expect(pending.textFor(unbound)).toBeNull();
    const published = liveChange(located('all'), { ownerId: OWNER, epoch: 'e1' })!;
    expect(JSON.parse(published.textFor(otherDevice)!).data).toMatchObject({ isOwn: true, canEdit: true });
    expect(JSON.parse(published.textFor(unbound)!).data.isOwn).toBeUndefined();
  });

  it('reaches nobody but its author on the ownerless demo map', () => {
    const change = liveChange(located('owner-and-author'), { ownerId: null, epoch: 'e1' })!;
    expect(change.textFor(authorsBrowser)).not.toBeNull();
    expect(change.textFor(visitor)).toBeNull();
  });
});

describe('liveChange of an owner’s removal or restore (issue 25)', () => {
  const event = (type: string, payload: object) =>
    ({
      id: 'event-id',
      type,
      occurredAt: '2026-11-29T05:00:00.000Z',
      aggregateId: String(map.id),
      sequence: 30,
      payload: { mapId: map.id, passwordVersion: 0, ...payload },
    }) as MapEvent;

  it('is one message listing the ids, the same for everyone', () => {
    const removed = liveChange(
      event('maps.locations.removed.v1', { removalId: 'r-1', locationIds: [4, 5, 6] }),
      {
        ownerId: OWNER,
        epoch: 'e1',
      },
    )!;
    const text = removed.textFor({ userId: null, sessionId: 'visitor' })!;
    expect(liveServerMessageSchema.parse(JSON.parse(text))).toEqual({
      type: 'locationsRemoved',
      data: { ids: [4, 5, 6] },
      seq: 30,
      epoch: 'e1',
    });
    expect(text).not.toContain('r-1');
    expect(removed.textFor({ userId: OWNER, sessionId: 'owner-session' })).toBe(text);

    const restored = liveChange(event('maps.locations.restored.v1', { locationIds: [4] }), {
      ownerId: OWNER,
      epoch: 'e1',
    })!;
    expect(JSON.parse(restored.textFor({ userId: null, sessionId: 'visitor' })!)).toEqual({
      type: 'locationsRestored',
      data: { ids: [4] },
      seq: 30,
      epoch: 'e1',
    });
  });
});

describe('liveChange of a review decision', () => {
  const owner = { userId: OWNER, sessionId: 'owner-session' };
  const author = { userId: null, sessionId: 'author-session' };
  const visitor = { userId: null, sessionId: 'visitor' };
  const typeAndReview = (text: string | null) => {
    const message = liveServerMessageSchema.parse(JSON.parse(text!)) as { type: string; review?: string };
    return [message.type, message.review];
  };

  it('turns an approval into a new location for everyone but the owner and the author, who get an update', () => {
    const event = located('all', 21, { type: 'maps.location.updated.v1', review: 'published' });
    const change = liveChange(event, { ownerId: OWNER, epoch: 'e1' })!;
    expect(typeAndReview(change.textFor(visitor))).toEqual(['newLocation', undefined]);
    expect(typeAndReview(change.textFor(owner))).toEqual(['updateLocation', 'published']);
    expect(typeAndReview(change.textFor(author))).toEqual(['updateLocation', 'published']);
  });

  it("tells the author's and the owner's screens of a rejected edit, and nobody else", () => {
    const event = located('owner-and-author', 22, {
      type: 'maps.location.updated.v1',
      review: 'editRejected',
    });
    const change = liveChange(event, { ownerId: OWNER, epoch: 'e1' })!;
    expect(typeAndReview(change.textFor(author))).toEqual(['updateLocation', 'editRejected']);
    expect(change.textFor(visitor)).toBeNull();
  });

  it('drops a location reports hid from everyone but the owner and the author, who keep it marked', () => {
    const event = located('owner-and-author', 24, { type: 'maps.location.updated.v1', review: 'hidden' });
    const change = liveChange(event, { ownerId: OWNER, epoch: 'e1' })!;
    expect(JSON.parse(change.textFor(visitor)!)).toEqual({
      type: 'deleteLocation',
      data: { id: 5 },
      seq: 24,
      epoch: 'e1',
    });
    expect(typeAndReview(change.textFor(owner))).toEqual(['updateLocation', 'hidden']);
    expect(typeAndReview(change.textFor(author))).toEqual(['updateLocation', 'hidden']);
  });

  it('says a deletion was a rejection, by id alone', () => {
    const event = {
      id: 'event-id',
      type: 'maps.location.deleted.v1',
      occurredAt: '2026-11-29T05:00:00.000Z',
      aggregateId: String(map.id),
      sequence: 23,
      payload: { mapId: map.id, passwordVersion: 0, locationId: 5, review: 'rejected' },
    } as MapEvent;
    const text = liveChange(event, { ownerId: OWNER, epoch: 'e1' })!.textFor(visitor);
    expect(JSON.parse(text!)).toEqual({
      type: 'deleteLocation',
      data: { id: 5 },
      seq: 23,
      epoch: 'e1',
      review: 'rejected',
    });
  });
});
