import { messages } from '@groupmap/contracts';
import { HttpError } from '@groupmap/svc-kit';

/** Errors meaning nothing answers at the upstream's address: it is down or not deployed. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

const HTTP_BAD_GATEWAY = 502;
const HTTP_SERVICE_UNAVAILABLE = 503;
const HTTP_GATEWAY_TIMEOUT = 504;

/** True when the error means nothing answers at the upstream's address (as opposed to slow or broken). */
export function isUnreachable(error: NodeJS.ErrnoException): boolean {
  return UNREACHABLE_CODES.has(error.code ?? '');
}

/**
 * The client's answer when an upstream fails: 503 when it cannot be reached, 504 when it stayed
 * silent past the timeout, 502 when it broke off. The body is always the generic contract text.
 */
export function upstreamFailure(error: NodeJS.ErrnoException, timedOut: boolean): HttpError {
  const status = timedOut
    ? HTTP_GATEWAY_TIMEOUT
    : isUnreachable(error)
      ? HTTP_SERVICE_UNAVAILABLE
      : HTTP_BAD_GATEWAY;
  return new HttpError(status, 'service_unavailable', messages.serviceUnavailable);
}
