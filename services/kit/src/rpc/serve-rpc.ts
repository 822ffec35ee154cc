import { rpcSubject, type RpcName } from '@groupmap/contracts';
import { headers, ServiceErrorCodeHeader, ServiceErrorHeader, type Msg, type NatsConnection } from 'nats';
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { requestIdFromHeaders } from '../nats/nats-request-id';
import { runWithRequestId } from '../logging/request-id-context';
import { RPC_TIMEOUT_HEADER } from './request-rpc';

/** Error codes of an RPC error reply (NATS service-API headers), after HTTP's meaning. */
export const RPC_BAD_REQUEST = 400;
export const RPC_SERVER_ERROR = 500;

export interface ServeRpcOptions<Req extends z.ZodType, Rep extends z.ZodType> {
  nc: NatsConnection;
  /** EVENTS_PREFIX: RPC subjects carry it like event subjects. */
  prefix: string;
  name: RpcName;
  /** The responding service's name: its replicas share the requests (one of them answers each). */
  queue: string;
  logger: Logger;
  /** The contract of the request; anything else gets a 400 error reply and never reaches `handle`. */
  request: Req;
  /** The contract of the reply, checked before it is sent (a reply outside it is a 500). */
  reply: Rep;
  handle: (request: z.infer<Req>) => Promise<z.infer<Rep>>;
  /**
   * At most this many requests handled at once; the others wait their turn, and one whose caller has
   * stopped waiting by then (its `Groupmap-Rpc-Timeout-Ms` passed since it arrived) is dropped
   * unanswered. For RPCs a crowd can ask at once (1,000 sockets rejoining after a restart): work
   * queues here, where stale requests can be shed, rather than in the database pool, where they
   * cannot, and a crowd that times out once cannot keep the service busy with answers nobody reads.
   * Unset: every request is handled as it arrives.
   */
  maxConcurrent?: number;
}

export interface RpcResponder {
  /** Stops taking requests and waits for the ones being handled to be answered. */
  stop(): Promise<void>;
}

/** Answers with an error in the NATS service-API convention: empty body, code and text in headers. */
function respondError(msg: Msg, code: number, description: string): void {
  const errorHeaders = headers();
  errorHeaders.set(ServiceErrorCodeHeader, String(code));
  errorHeaders.set(ServiceErrorHeader, description);
  msg.respond('', { headers: errorHeaders });
}

function parseJson(msg: Msg): unknown {
  try {
    return msg.json();
  } catch {
    return undefined;
  }
}

/**
 * Answers the request/reply subject `rpc.<name>` (docs/interfaces.md) in a queue group, so replicas
 * share the load. A request outside its contract gets an error reply with code 400, a failing handler
 * one with code 500 (logged); neither ever crashes the responder. Error replies follow the NATS
 * service-API headers (`Nats-Service-Error-Code`, `Nats-Service-Error`), which {@link requestRpc}
 * reads. Each request is answered in the scope of the request id it carries (`Groupmap-Request-Id`,
 * sent by {@link requestRpc}), so the handler's log lines carry its `reqId`; one without answers in
 * a scope without any. Resolves once the subscription is registered at the server.
 */
export async function serveRpc<Req extends z.ZodType, Rep extends z.ZodType>(
  options: ServeRpcOptions<Req, Rep>,
): Promise<RpcResponder> {
  const { nc, prefix, name, queue, handle } = options;
  const logger = options.logger.child({ component: 'rpc', rpc: name });
  const inFlight = new Set<Promise<void>>();

  const answer = async (msg: Msg): Promise<void> => {
    const request = options.request.safeParse(parseJson(msg));
    if (!request.success) {
      logger.warn({ issues: request.error.issues.length }, 'rpc request outside its contract');
      respondError(msg, RPC_BAD_REQUEST, 'invalid request');
      return;
    }
    try {
      const reply = options.reply.parse(await handle(request.data));
      msg.respond(JSON.stringify(reply));
    } catch (error) {
      logger.error({ err: error }, 'rpc handler failed');
      respondError(msg, RPC_SERVER_ERROR, 'internal error');
    }
  };

  const limit = options.maxConcurrent === undefined ? undefined : pLimit(options.maxConcurrent);
  let shed = 0;
  const inTurn = (msg: Msg): Promise<void> => {
    if (!limit) return answer(msg);
    const arrivedAt = Date.now();
    const waitsMs = Number(msg.headers?.get(RPC_TIMEOUT_HEADER) || Number.POSITIVE_INFINITY);
    return limit(async () => {
      if (Date.now() - arrivedAt >= waitsMs) {
        shed += 1;
        // One line per second of shedding at most, not one per request.
        if (shed === 1)
          setTimeout(() => {
            logger.warn(
              { shed, maxConcurrent: options.maxConcurrent },
              'rpc requests dropped: their callers stopped waiting',
            );
            shed = 0;
          }, 1_000).unref();
        return;
      }
      await answer(msg);
    });
  };

  const subscription = nc.subscribe(rpcSubject(prefix, name), {
    queue,
    callback: (error, msg) => {
      if (error) {
        logger.error({ err: error }, 'rpc subscription error');
        return;
      }
      const handling = runWithRequestId(requestIdFromHeaders(msg.headers), () => inTurn(msg)).finally(() =>
        inFlight.delete(handling),
      );
      inFlight.add(handling);
    },
  });
  await nc.flush();

  return {
    async stop() {
      subscription.unsubscribe();
      await Promise.all(inFlight);
    },
  };
}
