import { createGazetteerGeocoder } from './gazetteer-geocoder';

describe('the gazetteer geocoder', () => {
  it('answers the place nearest to a point from the gazetteer it loads for searches', async () => {
    const geocoder = createGazetteerGeocoder();
    await expect(geocoder.nearest(48.8566, 2.3522)).resolves.toMatchObject({
      name: 'Paris',
      region: 'Île-de-France',
      country: 'France',
    });
    await expect(geocoder.search('Paris, France')).resolves.toContainEqual(
      expect.objectContaining({ region: 'Île-de-France', country: 'France' }),
    );
  }, 30_000);
});
