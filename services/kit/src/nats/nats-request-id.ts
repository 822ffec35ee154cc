import { headers, type MsgHdrs } from 'nats';
import { isSafeRequestId } from '../logging/request-id';

/**
 * The NATS header carrying the request id of the HTTP request an event or RPC request was made for
 * (docs/decisions/events.md). A header, not a field of the event: the request id is about how one
 * delivery came about, not part of the event's contract, and consumers that do not care never see it.
 */
export const NATS_REQUEST_ID_HEADER = 'Groupmap-Request-Id';

/**
 * The headers to publish with a message made on behalf of `requestId`; undefined when there is none
 * (an event appended by a job, a row written before the column existed), so nothing is sent. Given
 * `natsHeaders`, the id is added to them (and they are answered even without an id).
 */
export function requestIdHeaders(
  requestId: string | null | undefined,
  natsHeaders?: MsgHdrs,
): MsgHdrs | undefined {
  if (requestId === null || requestId === undefined) return natsHeaders;
  const withId = natsHeaders ?? headers();
  withId.set(NATS_REQUEST_ID_HEADER, requestId);
  return withId;
}

/**
 * The request id a received message carries, or undefined when it has none, or one unsafe to log
 * (ids end up in log lines; only the platform's services can publish, but a log line is no place to
 * trust them blindly). No id is made up: the handler then logs without one (decisions: events.md).
 */
export function requestIdFromHeaders(natsHeaders: MsgHdrs | undefined): string | undefined {
  // nats.js answers '' for a header the message does not have.
  const value = natsHeaders?.get(NATS_REQUEST_ID_HEADER);
  return isSafeRequestId(value) ? value : undefined;
}
