import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestIdScope {
  /** Undefined inside a scope that deliberately has no request (an event a job appended). */
  requestId: string | undefined;
}

/**
 * The request id of the work in progress, carried through every await of it: an HTTP request's
 * handlers, and an event handler or RPC responder working on behalf of one. Services never pass it
 * around themselves; the outbox stores it, RPC requests send it and log lines carry it from here.
 */
const scopes = new AsyncLocalStorage<RequestIdScope>();

/** Runs `work` with `requestId` as the current request id (none when undefined). */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return scopes.run({ requestId }, work);
}

/** The request id of the work in progress, or undefined outside a request (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/**
 * pino's `mixin`: every log line written inside a request scope carries `reqId`, whichever logger
 * writes it, so one request can be followed across the gateway, services and event handlers.
 */
export function requestIdLogFields(): { reqId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { reqId: requestId };
}
