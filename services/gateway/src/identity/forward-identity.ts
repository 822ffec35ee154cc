import type { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, signIdentity } from '@groupmap/svc-kit';
import { clientIp } from '../client-ip';
import type { ResolveSession } from './resolve-session';
import { stripUntrustedHeaders } from './upstream-headers';

/** Short enough that a leaked token is useless soon; services allow a few seconds of clock skew. */
const IDENTITY_LIFETIME_SECONDS = 60;

export interface IdentityForwarderOptions {
  /** PEM private key (EC P-256) signing the ES256 tokens. */
  privateKey: string;
  trustedProxyHops: number;
  resolveSession: ResolveSession;
}

/**
 * Prepares a request for an upstream, in place: drops every client-sent identity and forwarding
 * header, then sets a freshly signed identity token carrying the session (if any), the client IP and
 * the request id. Used for plain requests and WebSocket upgrades alike, so both carry the same proof.
 */
export type IdentityForwarder = (req: IncomingMessage, requestId: string) => Promise<void>;

export function createIdentityForwarder({
  privateKey,
  trustedProxyHops,
  resolveSession,
}: IdentityForwarderOptions): IdentityForwarder {
  return async (req, requestId) => {
    // The IP is read before the forwarding headers it may come from are stripped.
    const ip = clientIp(req, trustedProxyHops);
    stripUntrustedHeaders(req.headers);
    const session = await resolveSession(req);
    req.headers[IDENTITY_HEADER] = signIdentity(
      privateKey,
      {
        userId: session?.userId ?? null,
        username: session?.username ?? null,
        sessionId: session?.sessionId ?? null,
        ip,
        requestId,
      },
      { expiresInSeconds: IDENTITY_LIFETIME_SECONDS },
    );
  };
}
