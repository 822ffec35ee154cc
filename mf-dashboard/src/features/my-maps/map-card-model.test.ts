import { locationCountLabel, mapCardModel, type MapSummary } from './map-card-model';

const map: MapSummary = {
  id: 7,
  name: 'Community Gardens',
  description: 'Every garden in town',
  permalink: 'gardens',
  customFields: [],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner: true,
  password: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  locationCount: 3,
  awaitingReview: 0,
};

describe('a dashboard map card', () => {
  it('links to the map page by its permalink and shows the name, description and location count', () => {
    expect(mapCardModel(map)).toEqual({
      id: 7,
      href: '/map/gardens',
      name: 'Community Gardens',
      description: 'Every garden in town',
      locationCount: '3 locations',
      awaitingReview: null,
      password: null,
    });
  });

  it('says how many locations and edits await review, when any do (issue 24)', () => {
    expect(mapCardModel({ ...map, awaitingReview: 1 }).awaitingReview).toBe('1 awaiting review');
    expect(mapCardModel({ ...map, awaitingReview: 12 }).awaitingReview).toBe('12 awaiting review');
    expect(mapCardModel({ ...map, awaitingReview: 0 }).awaitingReview).toBeNull();
  });

  it('reads "No description provided" when the description is missing or blank', () => {
    expect(mapCardModel({ ...map, description: null }).description).toBe('No description provided');
    expect(mapCardModel({ ...map, description: '   ' }).description).toBe('No description provided');
  });

  it('shows the password only when the map is protected and the owner received it', () => {
    expect(mapCardModel({ ...map, passwordProtected: true, password: 'sesame' }).password).toBe('sesame');
    expect(mapCardModel({ ...map, passwordProtected: false, password: 'sesame' }).password).toBeNull();
    expect(mapCardModel({ ...map, passwordProtected: true, password: undefined }).password).toBeNull();
  });

  it('counts locations in the singular for exactly one', () => {
    expect(locationCountLabel(0)).toBe('0 locations');
    expect(locationCountLabel(1)).toBe('1 location');
    expect(locationCountLabel(12)).toBe('12 locations');
  });
});
