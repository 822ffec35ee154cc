import type { ClientRequest, IncomingMessage } from 'node:http';
import { messages } from '@groupmap/contracts';
import { HttpError, sendError } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';

/** The client may still be sending: close the connection after the 413 rather than read the rest. */
const tooLarge = () =>
  new HttpError(413, 'payload_too_large', messages.payloadTooLarge, { Connection: 'close' });

export interface BodyLimit {
  /** Mounted before the proxies: refuses declared oversize bodies, meters streamed ones. */
  middleware: RequestHandler;
  /** Called with each upstream request, so a streamed body cut off later can abort it. */
  attachUpstream(req: IncomingMessage, upstream: ClientRequest): void;
}

interface Metered {
  exceeded: boolean;
  upstream?: ClientRequest;
}

/** A route whose bodies may be larger than the gateway's limit: the import's file upload. */
export interface RaisedLimit {
  method: string;
  path: RegExp;
  maxBytes: number;
}

/**
 * The gateway's request-size limit for everything it forwards, raised for the routes in `raised`
 * only. A body whose Content-Length is over
 * `maxBytes` is refused with 413 before any upstream is contacted. A chunked body (no length given)
 * is counted as it streams through; once it passes the limit the client gets 413, the upstream
 * request is aborted and the rest of the body is discarded.
 */
export function createBodyLimit(defaultMaxBytes: number, raised: readonly RaisedLimit[] = []): BodyLimit {
  const metered = new WeakMap<IncomingMessage, Metered>();
  const limitFor = (method: string, path: string) =>
    raised.find((route) => route.method === method && route.path.test(path))?.maxBytes ?? defaultMaxBytes;

  const middleware: RequestHandler = (req, res, next) => {
    const maxBytes = limitFor(req.method, req.path);
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      // Node's parser already holds the body to its declared length, so checking the number is enough.
      if (Number(declared) > maxBytes) next(tooLarge());
      else next();
      return;
    }
    if (req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }

    const state: Metered = { exceeded: false };
    metered.set(req, state);
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return;
      state.exceeded = true;
      req.off('data', count);
      req.unpipe();
      state.upstream?.destroy();
      if (res.headersSent) res.destroy();
      else sendError(res, tooLarge());
      req.resume();
    };
    // Listening would start the flow before the proxy pipes the body on; pausing again keeps every
    // chunk buffered until that pipe resumes the stream, so both see the whole body.
    req.on('data', count);
    req.pause();
    next();
  };

  return {
    middleware,
    attachUpstream(req, upstream) {
      const state = metered.get(req);
      if (!state) return;
      if (state.exceeded) upstream.destroy();
      else state.upstream = upstream;
    },
  };
}
