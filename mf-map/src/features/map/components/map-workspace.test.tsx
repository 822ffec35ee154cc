import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MapDetails } from '../api/get-map';
import { MapPageStoreProvider } from '../state/map-page-store-provider';
import { MapWorkspace } from './map-workspace';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));
jest.mock('./map-workspace.css', () => ({}));
// Leaflet needs a browser; here the maps are stand-ins.
jest.mock('../leaflet', () => ({ LocationsMap: () => null, PreviewMap: () => null }));

const map: MapDetails = {
  id: 3,
  permalink: 'test',
  name: 'Demo',
  description: null,
  customFields: ['Website'],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner: false,
  createdAt: '2025-01-07T10:00:00.000Z',
};

// Rendered on the server there is no matchMedia: the narrow layout, with the locations still loading.
function render(shown: MapDetails = map) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MapPageStoreProvider>
        <MapWorkspace map={shown} />
      </MapPageStoreProvider>
    </QueryClientProvider>,
  );
}

describe('MapWorkspace (narrow screens)', () => {
  it('offers the two panel buttons, both closed', () => {
    const html = render();
    expect(html).toMatch(/aria-expanded="false"[^>]*>Add New Location</);
    expect(html).toMatch(/aria-expanded="false"[^>]*>Search Locations</);
    expect(html).not.toContain('<form');
  });

  it('shows the Map View tab selected and the List View tab beside it', () => {
    const html = render();
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Map View</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>List View</);
  });

  it('offers no add button to a viewer who may not add (an only-me map they do not own)', () => {
    const html = render({ ...map, whoCanAdd: 'owner' });
    expect(html).not.toContain('Add New Location');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Search Locations</);
  });
});
