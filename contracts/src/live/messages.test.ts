import { LIVE_BATCH_PREFIX, LIVE_BATCH_SUFFIX, liveFrameMessages } from './batch-frame';
import { liveFrameSchema, liveServerMessageSchema, newLocationMessageSchema } from './messages';

const location = {
  id: 3,
  mapId: 9,
  name: 'Café',
  address: '1 Main St',
  latitude: 51.5,
  longitude: -0.1,
  region: '',
  country: '',
  customData: {},
  createdAt: '2026-11-26T04:00:00.000Z',
};
const position = { seq: 4, epoch: '7f0c2b1e-0000-4000-8000-000000000000' };

describe('live channel messages', () => {
  it('accept a refetch at the map’s sequence, 0 before its first event, with nothing else in it', () => {
    for (const seq of [0, 17]) {
      expect(
        liveServerMessageSchema.safeParse({ type: 'refetch', data: {}, seq, epoch: position.epoch }).success,
      ).toBe(true);
    }
    expect(liveServerMessageSchema.safeParse({ type: 'refetch', data: { x: 1 }, ...position }).success).toBe(
      false,
    );
    expect(liveServerMessageSchema.safeParse({ type: 'refetch', data: {}, seq: 3 }).success).toBe(false);
  });

  it('accept the shared and the flagged form of a new location', () => {
    expect(newLocationMessageSchema.parse({ type: 'newLocation', data: location, ...position }).data).toEqual(
      location,
    );
    const flagged = { ...location, isOwn: true, canEdit: true, canDelete: true };
    expect(newLocationMessageSchema.parse({ type: 'newLocation', data: flagged, ...position }).data).toEqual(
      flagged,
    );
  });

  it('refuse a location carrying a session id or a user id', () => {
    for (const leak of [{ creatorSessionId: 's' }, { userId: 1 }]) {
      expect(
        newLocationMessageSchema.safeParse({
          type: 'newLocation',
          data: { ...location, ...leak },
          ...position,
        }).success,
      ).toBe(false);
    }
  });

  it('refuse a change without its seq and epoch, and an unknown type', () => {
    expect(liveServerMessageSchema.safeParse({ type: 'deleteLocation', data: { id: 3 } }).success).toBe(
      false,
    );
    expect(
      liveServerMessageSchema.safeParse({ type: 'deleteLocation', data: { id: 3 }, ...position }).success,
    ).toBe(true);
    expect(liveServerMessageSchema.safeParse({ type: 'relay', data: {}, ...position }).success).toBe(false);
  });

  it('keep connected as it was, and name a deleted map', () => {
    expect(liveServerMessageSchema.parse({ type: 'connected', data: { permalink: 'shops' } }).type).toBe(
      'connected',
    );
    expect(
      liveServerMessageSchema.parse({ type: 'mapDeleted', data: { id: 9, permalink: 'shops' }, ...position })
        .type,
    ).toBe('mapDeleted');
  });

  it('carry several messages in one batch frame, in order, whose text is the messages joined', () => {
    const first = { type: 'deleteLocation', data: { id: 3 }, ...position };
    const second = { type: 'presence', data: { viewers: 2 } };
    const text =
      LIVE_BATCH_PREFIX + [first, second].map((m) => JSON.stringify(m)).join(',') + LIVE_BATCH_SUFFIX;
    const frame: unknown = JSON.parse(text);
    expect(liveFrameSchema.safeParse(frame).success).toBe(true);
    expect(liveFrameMessages(frame)).toEqual([first, second]);
    // A lone message is its own frame; a batch holds two or more known messages and no batch.
    expect(liveFrameMessages(first)).toEqual([first]);
    expect(liveFrameSchema.safeParse({ type: 'batch', messages: [first] }).success).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'batch', messages: [first, frame] }).success).toBe(false);
  });
});
