import {
  canSeeLocation,
  liveAudienceOf,
  LOCATION_STATES,
  type VisibilityViewer,
} from './location-visibility';

const owner: VisibilityViewer = { isMapOwner: true, isAuthor: false };
const author: VisibilityViewer = { isMapOwner: false, isAuthor: true };
const other: VisibilityViewer = { isMapOwner: false, isAuthor: false };

describe('canSeeLocation', () => {
  it('shows a published location to every viewer', () => {
    for (const viewer of [owner, author, other]) expect(canSeeLocation('published', viewer)).toBe(true);
  });

  it.each(['pending', 'hidden'] as const)('shows a %s location to the owner and the author only', (state) => {
    expect(canSeeLocation(state, owner)).toBe(true);
    expect(canSeeLocation(state, author)).toBe(true);
    expect(canSeeLocation(state, other)).toBe(false);
  });

  it('shows a deleted location to nobody, not even its owner or author', () => {
    expect(canSeeLocation('deleted', { isMapOwner: true, isAuthor: true })).toBe(false);
  });

  it('names every state the maps schema allows', () => {
    expect(LOCATION_STATES).toEqual(['published', 'pending', 'hidden', 'deleted']);
  });
});

describe('liveAudienceOf', () => {
  it('addresses a published change to everyone and a pending or hidden one to the owner and author', () => {
    expect(liveAudienceOf('published')).toBe('all');
    expect(liveAudienceOf('pending')).toBe('owner-and-author');
    expect(liveAudienceOf('hidden')).toBe('owner-and-author');
  });
});
