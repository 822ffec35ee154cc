import type { Logger } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';

/**
 * Probes and uptime checks hit these every few seconds: their lines go to debug, so the default
 * level shows traffic rather than the orchestrator's heartbeat.
 */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/api/health']);

const HTTP_SERVER_ERROR = 500;

/** The path without its query string: queries may carry tokens, and are never logged. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * One line per request when its response ends or the client goes away: method, route (the path the
 * client asked for, query string dropped), status, duration in ms and request id (`reqId`, as every
 * other line of the request). Nothing else of the request is logged: no headers (cookies, tokens),
 * no query string, no body. Info level; 5xx at error, with the failure the error handler attached;
 * probes (`/healthz`, `/readyz`, `/api/health`) at debug. Mount it after the request context (which
 * decides the id) and before anything that rewrites `req.url`.
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const method = req.method;
    const route = pathOf(req.originalUrl);
    res.once('close', () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const line = {
        method,
        route,
        // A client that left before the answer began has no status yet.
        status: res.headersSent ? res.statusCode : null,
        durationMs,
        reqId: String(req.id),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= HTTP_SERVER_ERROR) logger.error({ ...line, err: res.err }, 'access');
      else if (PROBE_PATHS.has(route)) logger.debug(line, 'access');
      else logger.info(line, 'access');
    });
    next();
  };
}
