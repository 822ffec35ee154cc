import { locationRights } from './location-rights';

const OWNER = 7;
const byAccount = { userId: 42, creatorSessionId: 'laptop' };
const anonymous = { userId: null, creatorSessionId: 'phone' };
const none = { isOwn: false, canEdit: false, canDelete: false };
const all = { isOwn: true, canEdit: true, canDelete: true };

describe('locationRights', () => {
  it('gives the location to its account on any session, and to its creating session signed in or not', () => {
    expect(locationRights(byAccount, OWNER, { userId: 42, sessionId: 'elsewhere' })).toEqual(all);
    expect(locationRights(byAccount, OWNER, { userId: null, sessionId: 'laptop' })).toEqual(all);
    expect(locationRights(anonymous, OWNER, { userId: 99, sessionId: 'phone' })).toEqual(all);
  });

  it('lets the map owner delete but not edit, and gives strangers nothing', () => {
    expect(locationRights(anonymous, OWNER, { userId: OWNER, sessionId: 'owner' })).toEqual({
      isOwn: false,
      canEdit: false,
      canDelete: true,
    });
    expect(locationRights(anonymous, OWNER, { userId: null, sessionId: 'other' })).toEqual(none);
    expect(locationRights(anonymous, null, { userId: null, sessionId: null })).toEqual(none);
    // No account and no session match nothing, even a location without either.
    expect(
      locationRights({ userId: null, creatorSessionId: null }, null, { userId: null, sessionId: null }),
    ).toEqual(none);
  });
});
