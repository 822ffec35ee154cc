/** What the Content-Security-Policy must allow besides the gateway's own origin. */
export interface CspOptions {
  /** The gateway's public origin, e.g. `https://groupmap.example`; WebSockets go back to it. */
  publicOrigin: string;
  /** The Leaflet tile template; its origin is allowed for images. */
  tileUrl: string;
  /** Remote manifest URLs; those on another origin are allowed for scripts, styles and fetches. */
  remoteManifestUrls: string[];
  /** `none` for every page but /embed/*, which any site may frame (decisions.md, Embedding). */
  framing: 'none' | 'any';
}

/** Placeholder standing in for a `{s}` subdomain while the template is parsed as a URL. */
const SUBDOMAIN_MARKER = 'tile-subdomain-placeholder';

/**
 * The origin a tile template loads from, as a CSP source: `https://{s}.tile.example.org/...` becomes
 * `https://*.tile.example.org`. A template that is a path (tiles served through the gateway) needs
 * no source beyond 'self', so it gives undefined.
 */
export function tileSource(tileUrl: string): string | undefined {
  if (tileUrl.startsWith('/')) return undefined;
  const parsable = tileUrl.replace(/\{s\}/g, SUBDOMAIN_MARKER).replace(/\{[a-z]+\}/g, '0');
  const url = new URL(parsable);
  if (!url.hostname.includes(SUBDOMAIN_MARKER)) return url.origin;
  // CSP allows a wildcard only as the leftmost label, so the label holding {s} becomes `*`.
  const [, ...rest] = url.hostname.split('.');
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//*.${rest.join('.')}${port}`;
}

/** Origins of the remotes served from elsewhere than the gateway (absolute manifest URLs). */
function foreignOrigins(urls: string[], publicOrigin: string): string[] {
  const origins = urls.filter((url) => !url.startsWith('/')).map((url) => new URL(url).origin);
  return [...new Set(origins)].filter((origin) => origin !== publicOrigin);
}

/**
 * The gateway's CSP directives. Scripts only from our origin (and remotes hosted elsewhere); styles
 * also inline, because antd writes its CSS-in-JS into <style> tags; images also from the tile server
 * and as data:/blob: URLs (logo previews); WebSockets back to our origin, spelled out because older
 * browsers do not count ws: as 'self'; workers from our origin and from blob: URLs (the map's
 * clustering worker is made from a Blob, since a remote on another origin cannot start a worker from
 * its own URL; a blob: URL can only be made by a script the page already runs); no plugins; framing
 * per `framing`.
 */
export function buildCspDirectives({
  publicOrigin,
  tileUrl,
  remoteManifestUrls,
  framing,
}: CspOptions): Record<string, string[]> {
  const self = "'self'";
  const remotes = foreignOrigins(remoteManifestUrls, publicOrigin);
  const tiles = tileSource(tileUrl);
  const origin = new URL(publicOrigin);
  const secure = origin.protocol === 'https:';
  const socketOrigin = `${secure ? 'wss' : 'ws'}://${origin.host}`;

  const directives: Record<string, string[]> = {
    'default-src': [self],
    'base-uri': [self],
    'object-src': ["'none'"],
    'script-src': [self, ...remotes],
    'script-src-attr': ["'none'"],
    'worker-src': [self, 'blob:'],
    'style-src': [self, "'unsafe-inline'", ...remotes],
    'img-src': [self, 'data:', 'blob:', ...(tiles ? [tiles] : []), ...remotes],
    'font-src': [self, 'data:', ...remotes],
    'connect-src': [self, socketOrigin, ...remotes],
    'frame-src': [self],
    'form-action': [self],
    'frame-ancestors': framing === 'any' ? ['*'] : ["'none'"],
  };
  // Upgrading subresources only makes sense when the site itself is served over HTTPS.
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}
