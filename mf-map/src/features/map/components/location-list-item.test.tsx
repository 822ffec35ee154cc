import { renderToStaticMarkup } from 'react-dom/server';
import type { Location } from '../api/list-locations';
import { LocationListItem, type LocationListItemProps } from './location-list-item';

const location: Location = {
  id: 7,
  mapId: 1,
  name: 'Blue <b>Door</b>',
  address: '10 Downing Street, London',
  latitude: 51.5,
  longitude: -0.12,
  region: 'England',
  country: 'United Kingdom',
  customData: { Website: 'https://bluedoor.example', Notes: 'javascript:alert(1)' },
  createdAt: '2025-01-07T10:00:00.000Z',
  publishedAt: '2025-01-07T10:00:00.000Z',
  canEdit: false,
  canDelete: false,
  isOwn: false,
};

const noop = () => undefined;
function render(overrides: Partial<LocationListItemProps> = {}) {
  return renderToStaticMarkup(
    <LocationListItem
      location={location}
      fields={['Website', 'Notes', 'Hours']}
      expanded
      editing={false}
      deleting={false}
      onToggle={noop}
      onZoom={noop}
      onEdit={noop}
      onDelete={noop}
      {...overrides}
    />,
  );
}

describe('LocationListItem', () => {
  it('shows only the name, as text, until expanded', () => {
    const html = render({ expanded: false });
    expect(html).toContain('Blue &lt;b&gt;Door&lt;/b&gt;');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('10 Downing Street');
  });

  it('shows the address, every field of the map and Zoom to location when expanded', () => {
    const html = render();
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('10 Downing Street, London');
    expect(html).toContain('<dt>Website</dt>');
    expect(html).toContain('<dt>Hours</dt>');
    expect(html).toContain('Zoom to location');
  });

  it('links an https value and leaves a javascript: value as text', () => {
    const html = render();
    expect(html).toContain(
      '<a href="https://bluedoor.example/" target="_blank" rel="noopener noreferrer">https://bluedoor.example</a>',
    );
    expect(html).toContain('<span>javascript:alert(1)</span>');
    expect(html).not.toContain('href="javascript');
  });

  it('offers Edit and Delete only where the server allows them', () => {
    expect(render()).not.toMatch(/>Edit<|>Delete</);
    const own = render({ location: { ...location, canEdit: true, canDelete: true, isOwn: true } });
    expect(own).toContain('>Edit<');
    expect(own).toContain('>Delete<');
    expect(own).toContain('(Added by you)');
    const ownerOfMap = render({ location: { ...location, canDelete: true } });
    expect(ownerOfMap).not.toContain('>Edit<');
    expect(ownerOfMap).toContain('>Delete<');
  });

  it('offers neither Edit nor Delete in a view-only list (the embed), even where the server would allow them', () => {
    const html = render({
      location: { ...location, canEdit: true, canDelete: true },
      onEdit: undefined,
      onDelete: undefined,
    });
    expect(html).toContain('Zoom to location');
    expect(html).not.toMatch(/>Edit<|>Delete</);
  });

  it('says Deleting... while its delete runs', () => {
    const html = render({ location: { ...location, canDelete: true }, deleting: true });
    expect(html).toContain('Deleting...');
  });

  it('shows the actions its list offers (the map page: "Report" or "History") on the expanded entry only', () => {
    const renderActions = (shown: Location) => <button type="button">More for {shown.id}</button>;
    expect(render({ renderActions })).toContain('More for 7');
    expect(render({ renderActions, expanded: false })).not.toContain('More for');
  });

  it('marks a location reports hid, for the owner and its author', () => {
    expect(render({ location: { ...location, hiddenAfterReports: true } })).toContain('Hidden after reports');
    expect(render()).not.toContain('Hidden after reports');
  });
});
