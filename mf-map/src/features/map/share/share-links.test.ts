import { mapEmbedUrl, mapPageUrl, shareText, socialShareLinks } from './share-links';

const ORIGIN = 'https://groupmap.example';

describe('mapPageUrl and mapEmbedUrl', () => {
  it('point at the map page and the embed on the given origin', () => {
    expect(mapPageUrl(ORIGIN, 'community-garden')).toBe('https://groupmap.example/map/community-garden');
    expect(mapEmbedUrl(ORIGIN, 'test')).toBe('https://groupmap.example/embed/test');
  });

  it('keep a permalink inside its path segment', () => {
    expect(mapPageUrl(ORIGIN, '../a?b#c')).toBe('https://groupmap.example/map/..%2Fa%3Fb%23c');
  });
});

describe('socialShareLinks', () => {
  const pageUrl = 'https://groupmap.example/map/garden';

  it('prefill WhatsApp with the share text and the page URL', () => {
    const { whatsapp } = socialShareLinks('Garden', pageUrl);
    const url = new URL(whatsapp);
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      'Check out this map: Garden https://groupmap.example/map/garden',
    );
  });

  it('give Telegram the URL and the text as separate parameters', () => {
    const url = new URL(socialShareLinks('Garden', pageUrl).telegram);
    expect(url.origin + url.pathname).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe(pageUrl);
    expect(url.searchParams.get('text')).toBe('Check out this map: Garden');
  });

  it('open an e-mail with the text as subject and the text and URL as body', () => {
    const { email } = socialShareLinks('Garden', pageUrl);
    expect(email.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Check out this map: Garden');
    expect(params.get('body')).toBe(`Check out this map: Garden\n\n${pageUrl}`);
  });

  it('keep a name full of URL syntax as plain text in every link', () => {
    const name = 'Tea & Cake #1? a=b+c 50% {n}\nnext';
    const links = socialShareLinks(name, pageUrl);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`Check out this map: ${name} ${pageUrl}`);
    const telegram = new URL(links.telegram).searchParams;
    expect([...telegram.keys()]).toEqual(['url', 'text']);
    expect(telegram.get('text')).toBe(`Check out this map: ${name}`);
    const email = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect([...email.keys()]).toEqual(['subject', 'body']);
    expect(email.get('subject')).toBe(`Check out this map: ${name}`);
    // `+` means a space in a query string: an encoded name never carries a bare one.
    expect(links.email).not.toMatch(/[&#?] |\+/);
    expect(shareText(name)).toBe(`Check out this map: ${name}`);
  });
});
