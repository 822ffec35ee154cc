import { ERROR_STATUS, messages, tooManyAttemptsMessage, type ErrorCode } from '@groupmap/contracts';

/**
 * A failure meant for the client: the error handler answers `status`, the `message` as a `text/plain`
 * body and `code` in the `X-Error-Code` header, plus any `headers` (e.g. Retry-After).
 * The message must be a contract text (from `@groupmap/contracts` messages): the browser shows it as is.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** An HttpError for `code`, answered with the status contracts assign to that code. */
export function httpError(code: ErrorCode, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(ERROR_STATUS[code], code, message, headers);
}

/** 400 with a contract message (defaults to the generic "Invalid request"). */
export const badRequest = (message: string = messages.invalidRequest, code: ErrorCode = 'invalid_request') =>
  new HttpError(400, code, message);

/** 401: no identity, or a route that needs a signed-in user got none. */
export const unauthorized = (message: string = messages.unauthorized) =>
  new HttpError(401, 'unauthorized', message);

/** 403 with a contract message. */
export const forbidden = (message: string = messages.forbidden, code: ErrorCode = 'forbidden') =>
  new HttpError(403, code, message);

/** 404 with a contract message (defaults to "Not found"). */
export const notFound = (message: string = messages.notFound) => new HttpError(404, 'not_found', message);

/** 409 with a contract message and its code (e.g. `username_taken`). */
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, code, message);

/** 413: the body is over the service's limit. */
export const payloadTooLarge = () => new HttpError(413, 'payload_too_large', messages.payloadTooLarge);

/** 429 "Too many attempts. Try again in N minutes." with `Retry-After` in seconds. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, 'rate_limited', tooManyAttemptsMessage(seconds), {
    'Retry-After': String(seconds),
  });
}

/** 503: a dependency the request needs is down; the client may retry shortly. */
export const serviceUnavailable = () =>
  new HttpError(503, 'service_unavailable', messages.serviceUnavailable);
