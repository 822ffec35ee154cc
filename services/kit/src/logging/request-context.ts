import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { runWithRequestId } from './request-id-context';

/** Probes hit these every few seconds; a line per probe would drown everything else. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** Rate-limit refusals are worth seeing at the default level: they are how abuse shows up. */
const HTTP_TOO_MANY_REQUESTS = 429;

function levelFor(_req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent {
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode === HTTP_TOO_MANY_REQUESTS) return 'info';
  return 'debug';
}

export interface RequestContextOptions {
  /**
   * Whether pino-http logs its line when a request completes (default true). The gateway turns it
   * off and writes its own access line (services/gateway/src/access-log.ts).
   */
  completionLog?: boolean;
}

/**
 * Express middleware giving every request an id and a child logger (`req.log`).
 *
 * The id comes from `x-request-id` (the gateway sets it) or is generated, and is echoed on the
 * response. One line per request is logged when it completes: at debug for successes and most 4xx,
 * at info for 429, at error for 5xx (with the error attached by the error handler). The rest of the
 * pipeline runs in the request's scope (`currentRequestId()`): outbox rows appended and RPC requests
 * made while handling it carry its id on to NATS.
 */
export function requestContext(
  logger: Logger,
  { completionLog = true }: RequestContextOptions = {},
): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: levelFor,
    autoLogging: completionLog && {
      ignore: (req) => PROBE_PATHS.has((req.url ?? '').split('?')[0] ?? ''),
    },
  });
  return (req, res, next) => middleware(req, res, () => runWithRequestId(String(req.id), next));
}
