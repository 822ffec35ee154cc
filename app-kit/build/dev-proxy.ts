import type { ClientRequest, IncomingMessage } from 'node:http';
import type { DevServerProxyConfigArray } from '@rspack/core';

/**
 * What a dev server forwards to the gateway: the API, the live channel ('/ws/' with its slash: the dev
 * server's own live-reload socket is '/ws'), the runtime config and the other apps' remotes.
 */
export const PROXIED_PATHS = ['/api', '/ws/', '/runtime-config.json', '/mf/'];

/** The dev server speaks plain http (no `server: 'https'`), so its pages' origin is http://<Host>. */
function ownOrigin(host: string): string | undefined {
  const url = `http://${host}`;
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * The Origin the gateway is sent for a request the dev server received. A page the dev server served
 * itself (Origin equal to http://<Host>) is a page of the platform seen through another port: its
 * Origin becomes the gateway's, so the gateway's CSRF and WebSocket checks treat it as same-origin,
 * as they would behind `npm start`. Any other Origin (another site, `null`) is passed on unchanged
 * and the gateway refuses it as before; a request without Origin stays without one.
 */
export function originForGateway(
  origin: string | undefined,
  host: string | undefined,
  gatewayOrigin: string,
): string | undefined {
  if (origin === undefined || host === undefined) return origin;
  return origin === ownOrigin(host) ? gatewayOrigin : origin;
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * The dev server's proxy rule: everything under PROXIED_PATHS, WebSocket upgrades included, goes to
 * the gateway with the page's own Origin rewritten (originForGateway). Host is passed unchanged
 * (`changeOrigin` off): cookies the gateway sets then belong to the host the page was opened on.
 *
 * `gatewayOrigin` is the gateway's PUBLIC_ORIGIN: under `npm start` the origin of its URL (the
 * default); given apart when the gateway is reached at another address than its public one.
 */
export function devProxy(
  gatewayUrl: string,
  gatewayOrigin: string = new URL(gatewayUrl).origin,
): DevServerProxyConfigArray {
  const rewriteOrigin = (proxyReq: ClientRequest, req: IncomingMessage) => {
    const origin = originForGateway(singleHeader(req.headers.origin), req.headers.host, gatewayOrigin);
    if (origin !== undefined && origin !== req.headers.origin) proxyReq.setHeader('origin', origin);
  };
  return [
    {
      context: PROXIED_PATHS,
      target: gatewayUrl,
      ws: true,
      on: { proxyReq: rewriteOrigin, proxyReqWs: rewriteOrigin },
    },
  ];
}
