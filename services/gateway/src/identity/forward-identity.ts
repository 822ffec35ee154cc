import type { IncomingMessage } from 'node:http';
import type { ResolvedSession } from '@groupmap/contracts';
import { IDENTITY_HEADER, signIdentity, type IdentityAudience } from '@groupmap/svc-kit';
import { LRUCache } from 'lru-cache';
import { stripUntrustedHeaders } from './upstream-headers';

/** Short enough that a leaked token is useless soon; services allow a few seconds of clock skew. */
const IDENTITY_LIFETIME_SECONDS = 60;
/**
 * How long a signed token is reused for the same session, IP and service (issue 27): half its
 * lifetime, so every token an upstream receives still has at least 30 s to live.
 */
const TOKEN_REUSE_MS = 30_000;
/** Tokens kept for reuse at once (a few hundred bytes each). */
const TOKENS_KEPT = 20_000;

export interface IdentityForwarderOptions {
  /** PEM private key (EC P-256) signing the ES256 tokens. */
  privateKey: string;
}

/** Who the request is from, and which upstream it goes to. */
export interface ForwardedIdentity {
  /** The session the request is served under; null: none. */
  session: ResolvedSession | null;
  /** The client IP the gateway decided. */
  ip: string;
  /** The service the token is for (its `aud`); null for a static server, which gets no token. */
  audience: IdentityAudience | null;
}

/**
 * Prepares a request for an upstream, in place: drops every client-sent identity and forwarding
 * header and the browser's credentials (Cookie, Authorization), then, for a service, sets a signed
 * identity token naming that service and carrying the session and the client IP. The request id
 * travels beside it in `x-request-id` (set by the gateway for every request). A token is signed once
 * per session, client IP and service and reused for 30 s (issue 27: an ES256 signature per request
 * was a large part of the gateway's time per add): anything that changes who is calling (sign-in,
 * sign-out, another IP, a new username) makes another key, so another token. Used for plain
 * requests and WebSocket upgrades alike, so both carry the same proof.
 */
export type IdentityForwarder = ((req: IncomingMessage, identity: ForwardedIdentity) => void) & {
  /** How many signed tokens are kept for reuse (its tests' view of the sweep). */
  keptTokens(): number;
};

export function createIdentityForwarder({
  privateKey,
  clock = Date.now,
}: IdentityForwarderOptions & { clock?: () => number }): IdentityForwarder {
  // A token past its reuse is stale (ttl) and swept out once per reuse period: kept until the count
  // bound, tokens of visitors long gone made the gateway's memory grow for as long as that took.
  const tokens = new LRUCache<string, { token: string; signedAt: number }>({
    max: TOKENS_KEPT,
    ttl: TOKEN_REUSE_MS,
    ttlResolution: 0,
    perf: { now: clock },
  });
  let sweptAt = clock();
  const forward = (req: IncomingMessage, { session, ip, audience }: ForwardedIdentity) => {
    stripUntrustedHeaders(req.headers);
    if (audience === null) return;
    const identity = {
      userId: session?.userId ?? null,
      username: session?.username ?? null,
      sessionId: session?.publicId ?? null,
      ip,
    };
    const key = JSON.stringify([audience, identity.userId, identity.username, identity.sessionId, ip]);
    const now = clock();
    if (now - sweptAt >= TOKEN_REUSE_MS) {
      tokens.purgeStale();
      sweptAt = now;
    }
    let kept = tokens.get(key);
    if (!kept || now - kept.signedAt >= TOKEN_REUSE_MS) {
      const token = signIdentity(privateKey, identity, {
        audience,
        expiresInSeconds: IDENTITY_LIFETIME_SECONDS,
      });
      kept = { token, signedAt: now };
      tokens.set(key, kept);
    }
    req.headers[IDENTITY_HEADER] = kept.token;
  };
  return Object.assign(forward, { keptTokens: () => tokens.size });
}
