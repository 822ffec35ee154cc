import {
  LIVE_CLOSE_ACCESS_CHANGED,
  LIVE_CLOSE_MAP_DELETED,
  LIVE_CLOSE_SESSION_ENDED,
} from '@groupmap/contracts';
import {
  CLOSE_ACCESS_CHANGED,
  CLOSE_MAP_DELETED,
  CLOSE_SESSION_ENDED,
  locationFromMessage,
  readLiveMessages,
  type LiveLocationMessage,
} from './live-message';
import { added, imported, liveMap, shared } from '../../../testing/test-messages';

describe('readLiveMessages', () => {
  it('reads the messages the channel sends', () => {
    const message = added(5);
    expect(readLiveMessages(JSON.stringify(message))).toEqual([message]);
    expect(readLiveMessages('{"type":"presence","data":{"viewers":2}}')).toEqual([
      { type: 'presence', data: { viewers: 2 } },
    ]);
    expect(readLiveMessages('{"type":"refetch","data":{},"seq":0,"epoch":"e"}')).toMatchObject([
      { type: 'refetch' },
    ]);
    expect(readLiveMessages('{"type":"deleteLocation","data":{"id":4},"seq":9,"epoch":"e"}')).toMatchObject([
      { data: { id: 4 } },
    ]);
    expect(readLiveMessages(JSON.stringify(imported(7, 1200)))).toEqual([imported(7, 1200)]);
  });

  it('reads a batch frame’s messages in order, leaving out one it does not understand', () => {
    const text = JSON.stringify({
      type: 'batch',
      messages: [
        added(5),
        { type: 'unknown', data: {} },
        imported(6, 3),
        { type: 'presence', data: { viewers: 2 } },
      ],
    });
    expect(readLiveMessages(text)).toEqual([
      added(5),
      imported(6, 3),
      { type: 'presence', data: { viewers: 2 } },
    ]);
    expect(readLiveMessages('{"type":"batch","messages":"x"}')).toEqual([]);
  });

  it('drops what it does not understand', () => {
    for (const text of [
      'not json',
      '[]',
      '{"type":"newLocation"}',
      '{"type":"unknown","data":{}}',
      JSON.stringify({ ...added(5), seq: undefined }),
      JSON.stringify({ ...added(5), seq: 0 }),
      JSON.stringify({ ...added(5), epoch: 7 }),
      JSON.stringify({ ...added(5), data: { ...shared(5), id: 'x' } }),
      '{"type":"deleteLocation","data":{},"seq":9,"epoch":"e"}',
      '{"type":"presence","data":{"viewers":-1}}',
      JSON.stringify({ ...imported(7, 1200), seq: undefined }),
      JSON.stringify({ ...imported(7, 1200), data: { count: 0, map: liveMap() } }),
      JSON.stringify({ ...imported(7, 1200), data: { count: 2, map: { ...liveMap(), customFields: null } } }),
      JSON.stringify({ ...imported(7, 1200), data: { count: 2 } }),
    ]) {
      expect(readLiveMessages(text)).toEqual([]);
    }
    expect(readLiveMessages(new ArrayBuffer(2))).toEqual([]);
  });
});

describe('locationFromMessage', () => {
  it('reads missing flags as false', () => {
    const fromShared = locationFromMessage(added(1) as LiveLocationMessage);
    expect(fromShared).toMatchObject({ isOwn: false, canEdit: false, canDelete: false });
    const flagged = locationFromMessage(
      added(1, {
        ...shared(1),
        isOwn: true,
        canEdit: true,
        canDelete: false,
      } as never) as LiveLocationMessage,
    );
    expect(flagged).toMatchObject({ isOwn: true, canEdit: true, canDelete: false });
  });
});

it('uses the close codes contracts defines', () => {
  expect([CLOSE_ACCESS_CHANGED, CLOSE_SESSION_ENDED, CLOSE_MAP_DELETED]).toEqual([
    LIVE_CLOSE_ACCESS_CHANGED,
    LIVE_CLOSE_SESSION_ENDED,
    LIVE_CLOSE_MAP_DELETED,
  ]);
});
