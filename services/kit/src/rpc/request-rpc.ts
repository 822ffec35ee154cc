import { rpcSubject, type RpcName } from '@groupmap/contracts';
import { ErrorCode, headers, NatsError, ServiceError, type NatsConnection } from 'nats';
import type { z } from 'zod';
import { requestIdHeaders } from '../nats/nats-request-id';
import { currentRequestId } from '../logging/request-id-context';

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * How long the caller waits for the answer, in ms: a responder that could only start on a request
 * later than that leaves it unanswered instead of doing work nobody waits for (serveRpc's
 * `maxConcurrent`). Relative, not a deadline, so the hosts' clocks need not agree.
 */
export const RPC_TIMEOUT_HEADER = 'Groupmap-Rpc-Timeout-Ms';

/** Why a request/reply call failed: nobody answers the subject, no answer in time, or an error reply. */
export type RpcFailure = 'no-responder' | 'timeout' | 'error-reply' | 'invalid-reply';

/** A failed {@link requestRpc}; `reason` tells operators' tools what to say. */
export class RpcError extends Error {
  readonly reason: RpcFailure;
  /** The responder's code on an `error-reply` (400: bad request, 500: its own failure). */
  readonly code: number | undefined;

  constructor(reason: RpcFailure, message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RpcError';
    this.reason = reason;
    this.code = options.code;
  }
}

export interface RequestRpcOptions<Rep extends z.ZodType> {
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  name: RpcName;
  body: unknown;
  /** The contract the reply must satisfy. */
  reply: Rep;
  timeoutMs?: number;
}

/**
 * Asks `rpc.<name>` over NATS request/reply and returns the reply checked against its contract.
 * Throws an {@link RpcError} when no service answers, the answer is late, the responder answered
 * with an error (see `serveRpc`), or the reply is outside the contract. Made while a request is
 * handled, it carries that request's id (`Groupmap-Request-Id`), so the responder's log lines do too.
 */
export async function requestRpc<Rep extends z.ZodType>({
  nc,
  prefix,
  name,
  body,
  reply,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: RequestRpcOptions<Rep>): Promise<z.infer<Rep>> {
  const requestHeaders = headers();
  requestHeaders.set(RPC_TIMEOUT_HEADER, String(timeoutMs));
  let message;
  try {
    message = await nc.request(rpcSubject(prefix, name), JSON.stringify(body), {
      timeout: timeoutMs,
      headers: requestIdHeaders(currentRequestId(), requestHeaders),
    });
  } catch (error) {
    if (error instanceof NatsError && error.code === ErrorCode.NoResponders)
      throw new RpcError('no-responder', `nothing answers ${name}`, { cause: error });
    throw new RpcError('timeout', `no answer to ${name} within ${timeoutMs} ms`, { cause: error });
  }
  const serviceError = ServiceError.toServiceError(message);
  if (serviceError) {
    throw new RpcError('error-reply', `${name} failed: ${serviceError.message}`, {
      code: serviceError.code,
    });
  }
  let parsed;
  try {
    parsed = reply.safeParse(message.json());
  } catch (error) {
    throw new RpcError('invalid-reply', `${name} answered something that is not JSON`, { cause: error });
  }
  if (!parsed.success)
    throw new RpcError('invalid-reply', `${name} answered outside its contract`, { cause: parsed.error });
  return parsed.data;
}
