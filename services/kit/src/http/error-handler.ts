import { messages } from '@groupmap/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError, badRequest, notFound, payloadTooLarge } from './http-error';
import { sendError } from './send-error';

/** The shape of errors thrown by body-parser (express.json): http-errors with a `type`. */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const candidate = error as Partial<BodyParserError> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.type === 'string' &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
}

/** Turns anything thrown into the HttpError the client sees; null for an unexpected failure. */
function toClientError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isBodyParserError(error)) {
    return error.type === 'entity.too.large' ? payloadTooLarge() : badRequest();
  }
  // Express's router throws a URIError while matching a route parameter whose percent-encoding does
  // not decode (`/logos/%E0%A4%A`): the client's malformed path, not a failure of ours.
  if (error instanceof URIError) return badRequest();
  return null;
}

/**
 * The last middleware of every service. Client errors answer their status with the contract message;
 * anything unexpected answers 500 with the generic text, and its details go only to the log (attached
 * to the request's log line when requestContext is mounted, else logged here).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // Too late to answer cleanly: Express's default handler closes the connection.
      next(error);
      return;
    }
    const clientError = toClientError(error);
    if (clientError && clientError.status < 500) {
      sendError(res, clientError);
      return;
    }
    const cause = error instanceof Error ? error : new Error(String(error));
    if (req.log) res.err = cause;
    else logger.error({ err: cause, method: req.method, url: req.originalUrl }, 'request failed');
    sendError(res, clientError ?? new HttpError(500, 'server_error', messages.serverError));
  };
}

/** Mounted after every route: unknown paths answer 404 "Not found" through the error handler. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound());
};
