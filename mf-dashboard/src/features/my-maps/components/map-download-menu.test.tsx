import { renderToStaticMarkup } from 'react-dom/server';
import { MapDownloadMenu } from './map-download-menu';

describe('MapDownloadMenu', () => {
  it('is a closed menu button named after the map it downloads', () => {
    const markup = renderToStaticMarkup(<MapDownloadMenu mapId={5} mapName="Garden Trail" />);
    const button = /<button [^>]*>/.exec(markup)?.[0] ?? '';
    expect(button).toContain('aria-haspopup="menu"');
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('aria-label="Download Garden Trail"');
    expect(markup).toMatch(/>Download<\/span><\/button>/);
  });
});
