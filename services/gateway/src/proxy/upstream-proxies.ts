import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { refuseUpgrade, sendError } from '@groupmap/svc-kit';
import type { Response } from 'express';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import type { BodyLimit } from '../body-limit';
import { gatewayOwnedHeadersOf } from '../security/security-headers';
import type { UpstreamName, UpstreamUrls } from '../upstreams';
import { isUnreachable, upstreamFailure } from './upstream-error';
import { createUpstreamRotation } from './upstream-rotation';

export interface UpstreamProxiesOptions {
  upstreams: UpstreamUrls;
  /** The realtime replicas WebSocket upgrades are spread over (`upstreams.realtime` is the first). */
  realtimeUrls: readonly [string, ...string[]];
  /** How long an upstream may stay silent (connecting, answering, upgrading) before it is given up on. */
  timeoutMs: number;
  bodyLimit: BodyLimit;
  logger: Logger;
  /** Sees each upstream response before its headers are copied to the client (cookie merging). */
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => void;
}

export interface UpstreamProxies {
  /** The proxy middleware of one upstream; its `.upgrade` forwards a WebSocket upgrade. */
  get(name: UpstreamName): RequestHandler;
  /**
   * Forwards a WebSocket upgrade to the next realtime replica in turn, passing over one that refused
   * a connection lately (upstream-rotation), so a viewer of a dead replica reconnects to a live one.
   */
  upgradeRealtime(req: IncomingMessage, socket: Socket, head: Buffer): void;
  /** Closes the kept-alive connections to every upstream. */
  close(): void;
}

const IDLE_UPSTREAM_SOCKET_MS = 4_000;

function isServerResponse(target: ServerResponse | Socket): target is ServerResponse {
  return 'writeHead' in target;
}

/**
 * One http-proxy-middleware instance per upstream, sharing keep-alive agents. Each forwards the
 * request as prepared by the earlier middleware (identity token, request id), drops the upstream's
 * own security headers (the gateway sets those), and turns any failure to reach the upstream into a
 * prompt text/plain 502/503/504 instead of a hang.
 */
export function createUpstreamProxies({
  upstreams,
  realtimeUrls,
  timeoutMs,
  bodyLimit,
  logger,
  onResponse,
}: UpstreamProxiesOptions): UpstreamProxies {
  // Idle upstream connections are dropped before Node servers' 5 s keep-alive timeout would close them
  // under a request being sent (which would surface as a 502).
  const agentOptions = { keepAlive: true, timeout: IDLE_UPSTREAM_SOCKET_MS };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  const timedOut = new WeakSet<IncomingMessage>();
  // Once a WebSocket upstream has answered, its bytes are on the client socket: no error page after that.
  const answeredSockets = new WeakSet<Socket>();
  const realtimeRotation = createUpstreamRotation(realtimeUrls);

  const onError =
    (name: UpstreamName, upstreamUrl: string) =>
    (error: Error, req: IncomingMessage, target: ServerResponse | Socket) => {
      const failure = upstreamFailure(error, timedOut.has(req));
      if (isServerResponse(target)) {
        if (target.headersSent) {
          // A 413 already answered by the body limit, or a response broken off half-way.
          if (!target.writableEnded) target.destroy();
          return;
        }
        logger.warn(
          { upstream: name, err: error, method: req.method, url: req.url },
          'upstream request failed',
        );
        sendError(target as Response, failure);
        return;
      }
      if (answeredSockets.has(target)) return;
      if (name === 'realtime' && isUnreachable(error)) realtimeRotation.markRefused(upstreamUrl);
      logger.warn(
        { upstream: name, target: upstreamUrl, err: error, url: req.url },
        'upstream WebSocket upgrade failed',
      );
      refuseUpgrade(target, failure);
    };

  const create = (name: UpstreamName, target: string): RequestHandler => {
    const ownedHeaders = gatewayOwnedHeadersOf(name);
    return createProxyMiddleware({
      target,
      changeOrigin: true,
      agent: target.startsWith('https:') ? agents.https : agents.http,
      proxyTimeout: timeoutMs,
      on: {
        proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) => {
          bodyLimit.attachUpstream(req, proxyReq);
          proxyReq.once('timeout', () => timedOut.add(req));
        },
        proxyReqWs: (proxyReq: ClientRequest, req: IncomingMessage, socket: Socket) => {
          // http-proxy sets no timeout on upgrades; a realtime that accepts but never answers would hang.
          proxyReq.setTimeout(timeoutMs, () => {
            timedOut.add(req);
            proxyReq.destroy(Object.assign(new Error('upgrade timed out'), { code: 'ETIMEDOUT' }));
          });
          const answered = () => answeredSockets.add(socket);
          proxyReq.once('upgrade', answered);
          proxyReq.once('response', answered);
        },
        proxyRes: (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
          for (const header of ownedHeaders) delete proxyRes.headers[header];
          onResponse?.(proxyRes, req, res);
        },
        error: onError(name, target),
      },
    });
  };

  // Keyed by upstream and URL: the realtime replicas each have their own.
  const proxies = new Map<string, RequestHandler>();
  const proxyOf = (name: UpstreamName, target: string): RequestHandler => {
    const key = `${name} ${target}`;
    let proxy = proxies.get(key);
    if (!proxy) {
      proxy = create(name, target);
      proxies.set(key, proxy);
    }
    return proxy;
  };
  return {
    get: (name) => proxyOf(name, upstreams[name]),
    upgradeRealtime(req, socket, head) {
      proxyOf('realtime', realtimeRotation.next()).upgrade(req, socket, head);
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
