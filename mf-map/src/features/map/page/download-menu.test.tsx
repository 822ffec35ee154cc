import { renderToStaticMarkup } from 'react-dom/server';
import { DownloadMenu } from './download-menu';

jest.mock('./download-menu.css', () => ({}));

const markup = renderToStaticMarkup(<DownloadMenu map={{ id: 42 }} />);

describe('DownloadMenu', () => {
  it('is a closed menu button named "Download"', () => {
    expect(markup).toMatch(
      /<button [^>]*aria-haspopup="menu"[^>]*aria-expanded="false"[^>]*>Download<\/button>/,
    );
  });

  it("links each format to the map's export, with a bare download attribute (the server names the file)", () => {
    const links = [...markup.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, label]) => ({
      label,
      href: /href="([^"]*)"/.exec(attributes!)?.[1],
      download: / download=""/.test(` ${attributes}`),
      role: /role="menuitem"/.test(attributes!),
    }));
    expect(links).toEqual([
      { label: 'GeoJSON', href: '/api/maps/42/export?format=geojson', download: true, role: true },
      { label: 'CSV', href: '/api/maps/42/export?format=csv', download: true, role: true },
      { label: 'KML', href: '/api/maps/42/export?format=kml', download: true, role: true },
      { label: 'GPX', href: '/api/maps/42/export?format=gpx', download: true, role: true },
    ]);
  });

  it('keeps the items out of the tab order and the menu hidden until opened, labelled by its button', () => {
    expect(markup.match(/tabindex="-1"/g)).toHaveLength(4);
    const button = /<button [^>]*id="([^"]+)"[^>]*aria-controls="([^"]+)"/.exec(markup);
    expect(button).not.toBeNull();
    const [, buttonId, menuId] = button!;
    expect(markup).toContain(`<div id="${menuId}" role="menu" aria-labelledby="${buttonId}"`);
    expect(markup).toMatch(/role="menu"[^>]* hidden=""/);
  });
});
