import {
  boundsAround,
  CLUSTER_MAX_ZOOM,
  clusterBbox,
  clusterDiameter,
  clusterExpansionLevel,
  clusterZoom,
  MAP_VIEW,
  zoomToLocationLevel,
} from './map-view';

describe('map view constants (spec section 9)', () => {
  it('match the spec', () => {
    expect(MAP_VIEW).toMatchObject({
      initialCenter: [0, 0],
      initialZoom: 2,
      emptyCenter: [20, 0],
      emptyZoom: 2,
      fitPadding: 50,
      maxZoom: 12,
      tileSize: 256,
      minHeightPx: 300,
      previewHeightPx: 200,
      previewZoom: 4,
    });
  });
});

describe('zoomToLocationLevel', () => {
  it('adds two levels', () => {
    expect(zoomToLocationLevel(2)).toBe(4);
    expect(zoomToLocationLevel(9)).toBe(11);
  });

  it('never goes past the maximum zoom of 12', () => {
    expect(zoomToLocationLevel(10)).toBe(12);
    expect(zoomToLocationLevel(11)).toBe(12);
    expect(zoomToLocationLevel(12)).toBe(12);
  });
});

describe('boundsAround', () => {
  it('is null without places', () => {
    expect(boundsAround([])).toBeNull();
  });

  it('spans every place as [[south, west], [north, east]]', () => {
    expect(
      boundsAround([
        { latitude: 51.5, longitude: -0.12 },
        { latitude: -33.9, longitude: 151.2 },
        { latitude: 40.7, longitude: -74 },
      ]),
    ).toEqual([
      [-33.9, -74],
      [51.5, 151.2],
    ]);
  });

  it('is a point for a single place', () => {
    expect(boundsAround([{ latitude: 1, longitude: 2 }])).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });
});

describe('clusterBbox', () => {
  it('passes an ordinary view through', () => {
    expect(clusterBbox({ west: -10, south: 20, east: 30, north: 50 })).toEqual([-10, 20, 30, 50]);
  });

  it('clamps latitudes to the poles', () => {
    expect(clusterBbox({ west: -10, south: -120, east: 30, north: 95 })).toEqual([-10, -90, 30, 90]);
  });

  it('asks for every longitude when the view spans the world', () => {
    expect(clusterBbox({ west: -250, south: -80, east: 250, north: 80 })).toEqual([-180, -80, 180, 80]);
  });

  it('leaves a view across the antimeridian for the index to wrap', () => {
    expect(clusterBbox({ west: 170, south: 0, east: 200, north: 10 })).toEqual([170, 0, 200, 10]);
  });
});

describe('cluster zoom levels', () => {
  it('uses whole levels within the map range', () => {
    expect(clusterZoom(2)).toBe(2);
    expect(clusterZoom(5.7)).toBe(5);
    expect(clusterZoom(-1)).toBe(0);
    expect(clusterZoom(14)).toBe(12);
  });

  it('stops clustering below the maximum zoom, so every location shows on its own at 12', () => {
    expect(CLUSTER_MAX_ZOOM).toBe(11);
    expect(CLUSTER_MAX_ZOOM).toBe(MAP_VIEW.maxZoom - 1);
  });

  it('expands a cluster to where it splits, at least one level in, at most 12', () => {
    expect(clusterExpansionLevel(6, 3)).toBe(6);
    expect(clusterExpansionLevel(3, 3)).toBe(4);
    expect(clusterExpansionLevel(15, 10)).toBe(12);
  });
});

describe('cluster markers', () => {
  it('grow with the count and stay at least 24 px', () => {
    const sizes = [2, 9, 10, 99, 100, 999, 1000, 50_000].map(clusterDiameter);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
  });
});
