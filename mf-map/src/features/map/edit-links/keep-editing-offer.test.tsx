import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MapPageStoreProvider } from '../state/map-page-store-provider';
import type { KeepEditingOffer as OfferState } from '../state/map-page-slice';
import KeepEditingOffer from './keep-editing-offer';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));
jest.mock('./edit-links.css', () => ({}));

const render = (keepEditing: OfferState) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MapPageStoreProvider preload={() => ({ keepEditing })}>
        <KeepEditingOffer mapId={3} />
      </MapPageStoreProvider>
    </QueryClientProvider>,
  );

// Issue 26: under the add form, after a visitor without an account added a location.
describe('"Keep editing from other devices"', () => {
  it('is a titled section offering an email field and "Send me a link"', () => {
    const html = render('offered');
    const title = /<h2 id="([^"]+)"[^>]*>Keep editing from other devices<\/h2>/.exec(html);
    expect(html).toContain(`<section class="keep-editing" aria-labelledby="${title?.[1]}">`);
    expect(html).toContain('Get a link by email that lets you edit or delete what you added here');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Email<\/label><input [^>]*type="email"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Send me a link<\/button>/);
    expect(html).not.toContain('Check your email');
  });

  it('says to check the mail in place of the form once the link was sent', () => {
    const html = render('sent');
    expect(html).toContain('Keep editing from other devices');
    expect(html).toMatch(/<p [^>]*role="status"[^>]*>Check your email for a link<\/p>/);
    expect(html).toContain('The link works once, for 7 days.');
    expect(html).not.toContain('<form');
  });
});
