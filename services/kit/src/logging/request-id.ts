import { randomUUID } from 'node:crypto';

/** The header carrying a request's id from the gateway to the services and back to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Request ids end up in log lines: accept only short, plain ones from upstream. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Whether a request id received from elsewhere (an HTTP or NATS header) is safe to log. */
export function isSafeRequestId(value: string | undefined): value is string {
  return value !== undefined && SAFE_REQUEST_ID.test(value);
}

/** Returns the upstream request id when it is safe to log, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return isSafeRequestId(value) ? value : randomUUID();
}
