import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MapDetails } from '../api/get-map';
import { PasswordGate } from './password-gate';
import { ViewableMap } from './viewable-map';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));
jest.mock('../components/map-workspace.css', () => ({}));
jest.mock('../live/live-status.css', () => ({}));
jest.mock('./download-menu.css', () => ({}));
jest.mock('../components/map-page.css', () => ({}));
// Leaflet needs a browser; here the maps are stand-ins.
jest.mock('../leaflet', () => ({ LocationsMap: () => null, PreviewMap: () => null }));

const map: MapDetails = {
  id: 3,
  permalink: 'market',
  name: 'Market stalls',
  description: null,
  customFields: [],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner: true,
  createdAt: '2025-01-07T10:00:00.000Z',
};

const render = (details: MapDetails) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ViewableMap map={details} />
    </QueryClientProvider>,
  );

const IMPORT_BUTTON = /<button [^>]*aria-haspopup="dialog"[^>]*>Import locations<\/button>/;

describe('the "Import locations" button', () => {
  it("is in the owner's page header, beside Edit Map, Share and Download", () => {
    const header = /<header class="map-title">.*<\/header>/s.exec(render(map))?.[0] ?? '';
    expect(header).toMatch(IMPORT_BUTTON);
    expect(header.indexOf('>Edit Map<')).toBeLessThan(header.indexOf('>Import locations<'));
    expect(header).toContain('>Share<');
    expect(header).toContain('>Download<');
  });

  it('is not shown to anyone else', () => {
    const html = render({ ...map, isOwner: false });
    expect(html).toContain('>Share<');
    expect(html).not.toContain('Import locations');
  });
});

describe('the password gate', () => {
  it('offers no import, even to the owner', () => {
    const html = renderToStaticMarkup(<PasswordGate map={{ ...map, requiresPassword: true }} />);
    expect(html).toContain('Enter Password to View Map');
    expect(html).not.toContain('Import locations');
  });
});
