import {
  flaggedLiveLocationSchema,
  liveLocationSchema,
  liveMapSchema,
  type LocationSnapshot,
  type MapSnapshot,
} from '@groupmap/contracts';
import { liveLocationFlags, toLiveLocation, toLiveMap } from './live-messages';

const snapshot: LocationSnapshot = {
  id: 3,
  mapId: 9,
  userId: 42,
  creatorSessionId: 'author-session',
  name: 'Café',
  address: '1 Main St',
  latitude: 51.5,
  longitude: -0.1,
  region: 'England',
  country: 'United Kingdom',
  customData: { Website: 'https://example.org' },
  createdAt: '2026-11-26T04:00:00.000Z',
};
const MAP_OWNER = 7;

describe('toLiveLocation', () => {
  it('keeps what every viewer sees and drops the author’s account and session', () => {
    const live = toLiveLocation(snapshot);
    expect(liveLocationSchema.parse(live)).toEqual(live);
    expect(live).not.toHaveProperty('userId');
    expect(live).not.toHaveProperty('creatorSessionId');
    expect(JSON.stringify(live)).not.toContain('author-session');
  });

  it('drops fields a later snapshot might add', () => {
    const live = toLiveLocation({ ...snapshot, secret: 'x' } as LocationSnapshot);
    expect(live).not.toHaveProperty('secret');
  });
});

describe('toLiveMap', () => {
  it('sends the public fields, never the owner’s id', () => {
    const map: MapSnapshot = {
      id: 9,
      userId: MAP_OWNER,
      name: 'Shops',
      description: null,
      permalink: 'shops',
      customFields: ['Website'],
      passwordProtected: false,
      logoUrl: null,
      whoCanAdd: 'anyone',
      reviewNewLocations: false,
      createdAt: '2026-11-26T04:00:00.000Z',
    };
    const live = toLiveMap(map);
    expect(liveMapSchema.parse(live)).toEqual(live);
    expect(live).not.toHaveProperty('userId');
  });
});

describe('liveLocationFlags (as maps computes rights)', () => {
  const viewer = (userId: number | null, sessionId: string | null) => ({ userId, sessionId });

  it('flags the author by account, on any session', () => {
    expect(liveLocationFlags(snapshot, MAP_OWNER, viewer(42, 'other-tab-session'))).toEqual({
      isOwn: true,
      canEdit: true,
      canDelete: true,
    });
  });

  it('flags the author by the creating session, signed in or not', () => {
    const anonymous = { ...snapshot, userId: null };
    const flags = { isOwn: true, canEdit: true, canDelete: true };
    expect(liveLocationFlags(anonymous, MAP_OWNER, viewer(null, 'author-session'))).toEqual(flags);
    expect(liveLocationFlags(anonymous, MAP_OWNER, viewer(99, 'author-session'))).toEqual(flags);
  });

  it('lets the map’s owner delete but not edit another’s location', () => {
    const flags = liveLocationFlags(snapshot, MAP_OWNER, viewer(MAP_OWNER, 'owner-session'));
    expect(flags).toEqual({ isOwn: false, canEdit: false, canDelete: true });
    expect(flaggedLiveLocationSchema.parse({ ...toLiveLocation(snapshot), ...flags })).toBeDefined();
  });

  it('gives everyone else the shared form', () => {
    expect(liveLocationFlags(snapshot, MAP_OWNER, viewer(null, 'someone'))).toBeNull();
    expect(liveLocationFlags(snapshot, MAP_OWNER, viewer(5, null))).toBeNull();
  });

  it('never matches on missing ids: no session is no one’s session, the demo map has no owner', () => {
    const anonymous = { ...snapshot, userId: null, creatorSessionId: null };
    expect(liveLocationFlags(anonymous, null, viewer(null, null))).toBeNull();
  });
});
