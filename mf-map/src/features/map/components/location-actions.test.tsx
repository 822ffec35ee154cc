import { renderToStaticMarkup } from 'react-dom/server';
import { MapPageStoreProvider } from '../state/map-page-store-provider';
import { LocationActions } from './location-actions';

const render = (canDelete: boolean) =>
  renderToStaticMarkup(
    <MapPageStoreProvider>
      <LocationActions location={{ id: 3, canDelete }} />
    </MapPageStoreProvider>,
  );

describe('LocationActions', () => {
  it('offers "History" to whoever may delete the location (its author, the owner) and "Report" to anyone else', () => {
    expect(render(true)).toContain('>History</button>');
    expect(render(false)).toContain('>Report</button>');
    expect(render(false)).toContain('aria-haspopup="dialog"');
  });
});
