import type { IncomingMessage } from 'node:http';
import type { ResolvedSession } from '@groupmap/contracts';
import { IDENTITY_HEADER, signIdentity, type IdentityAudience } from '@groupmap/svc-kit';
import { stripUntrustedHeaders } from './upstream-headers';

/** Short enough that a leaked token is useless soon; services allow a few seconds of clock skew. */
const IDENTITY_LIFETIME_SECONDS = 60;

export interface IdentityForwarderOptions {
  /** PEM private key (EC P-256) signing the ES256 tokens. */
  privateKey: string;
}

/** Who the request is from, and which upstream it goes to. */
export interface ForwardedIdentity {
  requestId: string;
  /** The session the request is served under; null: none. */
  session: ResolvedSession | null;
  /** The client IP the gateway decided. */
  ip: string;
  /** The service the token is for (its `aud`); null for a static server, which gets no token. */
  audience: IdentityAudience | null;
}

/**
 * Prepares a request for an upstream, in place: drops every client-sent identity and forwarding
 * header and the browser's credentials (Cookie, Authorization), then, for a service, sets a freshly
 * signed identity token naming that service and carrying the session, the client IP and the request
 * id. Used for plain requests and WebSocket upgrades alike, so both carry the same proof.
 */
export type IdentityForwarder = (req: IncomingMessage, identity: ForwardedIdentity) => void;

export function createIdentityForwarder({ privateKey }: IdentityForwarderOptions): IdentityForwarder {
  return (req, { requestId, session, ip, audience }) => {
    stripUntrustedHeaders(req.headers);
    if (audience === null) return;
    req.headers[IDENTITY_HEADER] = signIdentity(
      privateKey,
      {
        userId: session?.userId ?? null,
        username: session?.username ?? null,
        sessionId: session?.publicId ?? null,
        ip,
        requestId,
      },
      { audience, expiresInSeconds: IDENTITY_LIFETIME_SECONDS },
    );
  };
}
