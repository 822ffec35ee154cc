import { assetsNeededAtOnce, isOneOf } from './preload-assets';

/** mf-map's manifest, cut down: its `app` expose with own files and async chunks, and another expose. */
const manifest = {
  exposes: [
    {
      name: 'app',
      assets: {
        js: {
          sync: ['static/js/114.6a3098a6.js', 'static/js/__federation_expose_app.809c38c0.js'],
          async: [
            'static/js/115.97dec0f7.js',
            'static/js/page-leaflet.85bc776c.js',
            'static/js/page-leaflet-vendor.16d1516d.js',
            'static/js/page-edit-before.f83d30b3.js',
          ],
        },
        css: {
          sync: ['static/css/__federation_expose_app.992d4f17.css'],
          async: ['static/css/115.a49e80e4.css', 'static/css/page-leaflet.ce88ab2c.css'],
        },
      },
    },
    {
      name: 'settings',
      assets: { js: { sync: ['static/js/9.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

describe('assetsNeededAtOnce', () => {
  it("takes the expose's own files and its async chunks named page-…, not the other async ones", () => {
    expect(assetsNeededAtOnce(manifest, 'app')).toEqual([
      'static/js/114.6a3098a6.js',
      'static/js/__federation_expose_app.809c38c0.js',
      'static/css/__federation_expose_app.992d4f17.css',
      'static/js/page-leaflet.85bc776c.js',
      'static/js/page-leaflet-vendor.16d1516d.js',
      'static/js/page-edit-before.f83d30b3.js',
      'static/css/page-leaflet.ce88ab2c.css',
    ]);
  });

  it('takes nothing from a manifest of another shape or without the expose', () => {
    expect(assetsNeededAtOnce(undefined, 'app')).toEqual([]);
    expect(assetsNeededAtOnce({ name: 'mf_map' }, 'app')).toEqual([]);
    expect(assetsNeededAtOnce(manifest, 'missing')).toEqual([]);
  });
});

describe('isOneOf', () => {
  it('matches an absolute asset URL by its whole path under the public path', () => {
    const wanted = ['static/js/114.6a3098a6.js'];
    expect(isOneOf(wanted, 'https://cdn.test/mf/map/static/js/114.6a3098a6.js')).toBe(true);
    expect(isOneOf(wanted, 'https://cdn.test/mf/map/static/js/2114.6a3098a6.js')).toBe(false);
    expect(isOneOf(wanted, 'https://cdn.test/mf/map/static/js/115.97dec0f7.js')).toBe(false);
  });
});
