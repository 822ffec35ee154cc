import { hasCoordinates, packPoints } from './cluster-points';

describe('hasCoordinates', () => {
  it('accepts finite coordinates in range, the edges included', () => {
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(true);
    expect(hasCoordinates({ latitude: -90, longitude: 180 })).toBe(true);
  });

  it('skips missing, non-numeric, infinite and out-of-range coordinates', () => {
    expect(hasCoordinates({ latitude: 10 })).toBe(false);
    expect(hasCoordinates({ longitude: 10 })).toBe(false);
    expect(hasCoordinates({ latitude: Number.NaN, longitude: 1 })).toBe(false);
    expect(hasCoordinates({ latitude: 1, longitude: Infinity })).toBe(false);
    expect(hasCoordinates({ latitude: '1' as unknown as number, longitude: 1 })).toBe(false);
    expect(hasCoordinates({ latitude: null as unknown as number, longitude: 1 })).toBe(false);
    expect(hasCoordinates({ latitude: 91, longitude: 0 })).toBe(false);
    expect(hasCoordinates({ latitude: 0, longitude: -181 })).toBe(false);
  });
});

describe('packPoints', () => {
  it('packs id, longitude and latitude of each location in order', () => {
    const points = packPoints([
      { id: 7, latitude: 52.5, longitude: 13.4 },
      { id: 9, latitude: -33.9, longitude: 151.2 },
    ]);
    expect([...points]).toEqual([7, 13.4, 52.5, 9, 151.2, -33.9]);
  });
});
