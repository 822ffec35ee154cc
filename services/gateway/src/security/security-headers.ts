import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { hasPathPrefix } from '../routing/resolve-route';
import { isServiceUpstream, type UpstreamName } from '../upstreams';
import { buildCspDirectives, type CspOptions } from './csp';

/** Paths any site may frame (decisions.md, Embedding); every other page refuses framing. */
const FRAMEABLE_PREFIX = '/embed';

/**
 * Response headers the gateway alone decides. An upstream's own values are dropped (see
 * upstream-proxies), so a static server or service cannot, say, make a page frameable by accident.
 */
const GATEWAY_OWNED_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'permissions-policy',
  'x-powered-by',
];

/**
 * What the pages may ask the browser for: geolocation from our own origin (a location's position),
 * never the camera, the microphone or payments, in our pages or any frame they hold.
 */
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=()';

const CSP_HEADER = 'content-security-policy';

/**
 * The headers dropped from an upstream's responses. A service's own Content-Security-Policy is kept
 * and replaces the page policy: services answer data, not pages, and the one that sets a policy
 * means a stricter one (logos: `default-src 'none'; sandbox`). Static servers serve the pages, whose
 * policy is the gateway's alone.
 */
export function gatewayOwnedHeadersOf(upstream: UpstreamName): readonly string[] {
  return isServiceUpstream(upstream)
    ? GATEWAY_OWNED_HEADERS.filter((header) => header !== CSP_HEADER)
    : GATEWAY_OWNED_HEADERS;
}

function helmetFor(options: CspOptions): RequestHandler {
  const secure = options.publicOrigin.startsWith('https:');
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(options) },
    // OSM's tile servers refuse requests that carry no Referer (decisions.md, Geocoding and tiles).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: options.framing === 'none' ? { action: 'deny' } : false,
    // A framing site with COEP may only embed documents that opt in.
    crossOriginResourcePolicy: { policy: options.framing === 'any' ? 'cross-origin' : 'same-origin' },
    // HSTS over plain HTTP is ignored by browsers and would only mislead; send it when we are HTTPS.
    strictTransportSecurity: secure,
  });
}

/** helmet's headers with the gateway's CSP: frameable under /embed/*, not frameable elsewhere. */
export function securityHeaders(options: Omit<CspOptions, 'framing'>): RequestHandler {
  const framed = helmetFor({ ...options, framing: 'any' });
  const unframed = helmetFor({ ...options, framing: 'none' });
  return (req, res, next) => {
    // helmet sets no Permissions-Policy.
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (hasPathPrefix(req.path, FRAMEABLE_PREFIX) ? framed : unframed)(req, res, next);
  };
}
