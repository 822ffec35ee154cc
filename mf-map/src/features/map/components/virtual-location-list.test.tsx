import { renderToStaticMarkup } from 'react-dom/server';
import type { Location } from '../api/list-locations';
import { LIST_ITEM_ESTIMATED_HEIGHT_PX } from '../workspace-constants';
import { VirtualLocationList } from './virtual-location-list';

const location: Location = {
  id: 7,
  mapId: 1,
  name: 'Blue Door',
  address: '10 Downing Street, London',
  latitude: 51.5,
  longitude: -0.12,
  region: 'England',
  country: 'United Kingdom',
  customData: {},
  createdAt: '2025-01-07T10:00:00.000Z',
  publishedAt: '2025-01-07T10:00:00.000Z',
  canEdit: true,
  canDelete: true,
  isOwn: true,
};

const noop = () => undefined;
function render(locations: Location[]) {
  return renderToStaticMarkup(
    <VirtualLocationList
      fields={[]}
      locations={locations}
      selectedId={null}
      onToggle={noop}
      onZoom={noop}
      onHover={noop}
    />,
  );
}

// Rendered on the server there is no viewport, so no row is drawn: these check what stands around
// the rows (the rows themselves are checked in the browser by the e2e suite).
describe('VirtualLocationList', () => {
  it('says "No results found" when the search keeps nothing', () => {
    expect(render([])).toBe('<p class="location-list__empty" role="status">No results found</p>');
  });

  it('renders a focusable scroll area holding the list named "Locations", sized for every row', () => {
    const html = render([location, { ...location, id: 8, isOwn: false }]);
    expect(html).toMatch(/^<div class="location-list" tabindex="-1"><ul class="location-list__items"/);
    expect(html).toContain('aria-label="Locations"');
    expect(html).toContain(`height:${2 * LIST_ITEM_ESTIMATED_HEIGHT_PX}px`);
    expect(html).not.toContain('No results found');
  });
});
