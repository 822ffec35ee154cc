import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MapDetails } from '../features/map/api/get-map';
import type { Location, LocationList } from '../features/map/api/list-locations';
import { EmbedPage } from './embed-page';

jest.mock('../../../app-kit/src/styles/app-kit.css', () => ({}));
// Leaflet needs a browser; here the map is a stand-in.
jest.mock('./embed-map', () => ({ EmbedMap: () => <div data-stand-in="map" /> }));

const map: MapDetails = {
  id: 3,
  permalink: 'community garden',
  name: 'Community <b>Garden</b>',
  description: 'Plots and sheds',
  customFields: ['Website'],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner: false,
  createdAt: '2025-01-07T10:00:00.000Z',
};

const location: Location = {
  id: 7,
  mapId: 3,
  name: 'Tool shed',
  address: 'Broad Street, Oxford',
  latitude: 51.75,
  longitude: -1.25,
  region: 'England',
  country: 'United Kingdom',
  customData: { Website: 'https://shed.example' },
  createdAt: '2025-01-07T10:00:00.000Z',
  publishedAt: '2025-01-07T10:00:00.000Z',
  canEdit: true,
  canDelete: true,
  isOwn: true,
};

/** The page with the map query (and the locations query, if given) already answered. */
function render(permalink: string | undefined, answer: MapDetails | null, locations?: Location[]) {
  const client = new QueryClient();
  client.setQueryData([`/api/maps/${permalink}`], answer);
  if (locations) {
    const list: LocationList = { locations, sequence: 1, epoch: null };
    client.setQueryData([`/api/maps/${map.id}/locations`], list);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <EmbedPage permalink={permalink} />
    </QueryClientProvider>,
  );
}

const OPEN_FULL_MAP =
  '<a class="gm-button embed__open" href="/map/community%20garden" target="_blank" rel="noopener">Open full map</a>';

describe('EmbedPage', () => {
  it('shows a viewable map’s name as text, "Open full map", the search and the Map View / List View tabs', () => {
    const html = render(map.permalink, map, [location]);
    expect(html).toContain('<h1 class="embed__title">Community &lt;b&gt;Garden&lt;/b&gt;</h1>');
    expect(html).toContain(OPEN_FULL_MAP);
    expect(html).toContain('type="search"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Map View</);
    expect(html).toContain('data-stand-in="map"');
  });

  it('shows a protected map’s name, description and "Open full map" only', () => {
    const html = render(map.permalink, { ...map, passwordProtected: true, requiresPassword: true });
    expect(html).toContain('Community &lt;b&gt;Garden&lt;/b&gt;');
    expect(html).toContain('Plots and sheds');
    expect(html).toContain(OPEN_FULL_MAP);
    expect(html).not.toContain('type="search"');
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('data-stand-in="map"');
  });

  it('says "Map not found" for an unknown map and for an address without a permalink', () => {
    for (const html of [render('nothing-here', null), render(undefined, null)]) {
      expect(html).toContain('<h1 class="embed__title">Map not found</h1>');
      expect(html).not.toContain('Open full map');
    }
  });
});
