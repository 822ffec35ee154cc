import {
  createSessionReplySchema,
  createSessionRequestSchema,
  resolveSessionReplySchema,
  resolveSessionRequestSchema,
  type ResolvedSession,
} from '@groupmap/contracts';
import { requestRpc } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';

/** Auth's answer to a creation: the new session, or a refusal for the client IP with when to retry. */
export type CreatedSession = { session: ResolvedSession } | { session: null; retryAfterSeconds: number };

/**
 * The gateway's two questions to auth about visitor sessions (contracts/src/rpc/sessions.ts). Both
 * throw the kit's RpcError when auth has no responder, answers late, answers with an error or
 * outside the contract.
 */
export interface AuthSessionClient {
  /** The session a secret hash belongs to, or null when it is unknown, rotated away or revoked. */
  resolve(secretHash: string): Promise<ResolvedSession | null>;
  /** A new anonymous session for a secret hash the gateway just made, unless `ip` made too many lately. */
  create(secretHash: string, ip: string): Promise<CreatedSession>;
}

export interface AuthSessionClientOptions {
  nc: NatsConnection;
  /** EVENTS_PREFIX, which RPC subjects carry too. */
  prefix: string;
  timeoutMs: number;
}

/** Asks auth over NATS request/reply (`rpc.auth.session.*`), requests and replies checked against contracts. */
export function createAuthSessionClient({
  nc,
  prefix,
  timeoutMs,
}: AuthSessionClientOptions): AuthSessionClient {
  // Requests are checked too: a malformed hash is the gateway's bug, better thrown here than sent.
  return {
    resolve: async (secretHash) => {
      const body = resolveSessionRequestSchema.parse({ secretHash });
      const reply = await requestRpc({
        nc,
        prefix,
        name: 'auth.session.resolve',
        body,
        reply: resolveSessionReplySchema,
        timeoutMs,
      });
      return reply.session;
    },
    create: async (secretHash, ip) => {
      const body = createSessionRequestSchema.parse({ secretHash, ip });
      return requestRpc({
        nc,
        prefix,
        name: 'auth.session.create',
        body,
        reply: createSessionReplySchema,
        timeoutMs,
      });
    },
  };
}
