import { SESSION_QUERY_KEY } from '@groupmap/app-kit';
import type { WhoCanAdd } from '@groupmap/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MapDetails } from '../api/get-map';
import type { Location } from '../api/list-locations';
import { location } from '../../../testing/test-messages';
import { MapPageStoreProvider } from '../state/map-page-store-provider';
import { LocationForm } from './location-form';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));
jest.mock('../leaflet', () => ({ LocationsMap: () => null, PreviewMap: () => null }));
// The apps' react-router-dom is a facade without MemoryRouter: the page's location and a plain link.
jest.mock('react-router-dom', () => ({
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
  useLocation: () => ({ pathname: '/map/members', search: '?view=list' }),
}));

// Issue 24, "Who may add": the add form only for those who may add; the edit form as before.
const mapWith = (whoCanAdd: WhoCanAdd, isOwner = false): MapDetails => ({
  id: 3,
  permalink: 'members',
  name: 'Members',
  description: null,
  customFields: [],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd,
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner,
  createdAt: '2025-01-07T10:00:00.000Z',
});

const mine = location(7, { name: 'Added while open', isOwn: true, canEdit: true, canDelete: true });

const USER = { id: 12, username: 'member', email: 'member@example.com' };

function render(map: MapDetails, { signedIn, editing }: { signedIn: boolean; editing?: Location }) {
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, signedIn ? USER : null);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MapPageStoreProvider preload={() => ({ editingLocationId: editing?.id ?? null })}>
        <LocationForm map={map} locations={editing ? [editing] : []} />
      </MapPageStoreProvider>
    </QueryClientProvider>,
  );
  // The queries the render started would otherwise hold their 5-minute garbage-collection timers,
  // and with them the test process (jest runs in band on two cores).
  client.clear();
  return html;
}

describe('LocationForm and who may add', () => {
  it('offers the add form to a visitor on a map open to anyone with the link', () => {
    const html = render(mapWith('anyone'), { signedIn: false });
    expect(html).toContain('Add New Location');
    expect(html).not.toContain('Log in to add locations');
  });

  it('shows a visitor on a signed-in-only map a link to log in and come back, instead of the form', () => {
    const html = render(mapWith('signed-in'), { signedIn: false });
    expect(html).not.toContain('<form');
    const link = /<a href="([^"]*)"[^>]*>Log in to add locations<\/a>/.exec(html);
    expect(link?.[1]).toBe(`/login?returnUrl=${encodeURIComponent('/map/members?view=list')}`);
    expect(render(mapWith('signed-in'), { signedIn: true })).toContain('Add New Location');
  });

  it('shows nobody but the owner anything on an only-me map', () => {
    expect(render(mapWith('owner'), { signedIn: true })).toBe('');
    expect(render(mapWith('owner'), { signedIn: false })).toBe('');
    expect(render(mapWith('owner', true), { signedIn: true })).toContain('Add New Location');
  });

  it('still opens the edit form for a location the viewer added before the owner narrowed it', () => {
    const html = render(mapWith('owner'), { signedIn: false, editing: mine });
    expect(html).toContain('Edit Location');
    expect(html).toContain('value="Added while open"');
  });
});
