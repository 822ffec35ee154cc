import type { IncomingMessage } from 'node:http';
import type { ResolvedSession } from '@groupmap/contracts';
import { IDENTITY_HEADER, signIdentity } from '@groupmap/svc-kit';
import { clientIp } from '../client-ip';
import { stripUntrustedHeaders } from './upstream-headers';

/** Short enough that a leaked token is useless soon; services allow a few seconds of clock skew. */
const IDENTITY_LIFETIME_SECONDS = 60;

export interface IdentityForwarderOptions {
  /** PEM private key (EC P-256) signing the ES256 tokens. */
  privateKey: string;
  trustedProxyHops: number;
}

/**
 * Prepares a request for an upstream, in place: drops every client-sent identity and forwarding
 * header, then sets a freshly signed identity token carrying the session (null: none), the client IP
 * and the request id. Used for plain requests and WebSocket upgrades alike, so both carry the same proof.
 */
export type IdentityForwarder = (
  req: IncomingMessage,
  requestId: string,
  session: ResolvedSession | null,
) => void;

export function createIdentityForwarder({
  privateKey,
  trustedProxyHops,
}: IdentityForwarderOptions): IdentityForwarder {
  return (req, requestId, session) => {
    // The IP is read before the forwarding headers it may come from are stripped.
    const ip = clientIp(req, trustedProxyHops);
    stripUntrustedHeaders(req.headers);
    req.headers[IDENTITY_HEADER] = signIdentity(
      privateKey,
      {
        userId: session?.userId ?? null,
        username: session?.username ?? null,
        sessionId: session?.publicId ?? null,
        ip,
        requestId,
      },
      { expiresInSeconds: IDENTITY_LIFETIME_SECONDS },
    );
  };
}
