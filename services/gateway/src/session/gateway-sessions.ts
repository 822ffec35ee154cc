import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { createAuthSessionClient } from './auth-session-client';
import { createSessionResolver, type ResolveRequestSession } from './resolve-request-session';
import { listenForSessionRevocations } from './revocation-listener';
import { SessionCache } from './session-cache';

/** What the app needs of sessions: resolving a request's, and forgetting a secret an upstream rotated. */
export interface GatewaySessions {
  resolve: ResolveRequestSession;
  /** Forgets the cached lookup of one secret hash at once. */
  dropSecret(secretHash: string): void;
}

export interface StartGatewaySessionsOptions {
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  cacheTtlMs: number;
  rpcTimeoutMs: number;
  logger: Logger;
}

/**
 * Session resolution as the composition root wires it: auth over NATS, a short cache, and the
 * revoked-session events that empty it. `stop()` ends the event subscription (before NATS drains).
 */
export async function startGatewaySessions({
  nc,
  prefix,
  cacheTtlMs,
  rpcTimeoutMs,
  logger,
}: StartGatewaySessionsOptions): Promise<GatewaySessions & { stop(): Promise<void> }> {
  const cache = new SessionCache({ ttlMs: cacheTtlMs });
  const client = createAuthSessionClient({ nc, prefix, timeoutMs: rpcTimeoutMs });
  const revocations = await listenForSessionRevocations({ nc, prefix, cache, logger });
  return {
    resolve: createSessionResolver({ client, cache, logger }),
    dropSecret: (secretHash) => cache.dropSecret(secretHash),
    stop: () => revocations.stop(),
  };
}
