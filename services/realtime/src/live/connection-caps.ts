import { tooManyAttemptsMessage } from '@groupmap/contracts';
import {
  countRateLimitRefusal,
  HttpError,
  ipRateLimitKey,
  refuseUpgrade,
  type Identity,
} from '@groupmap/svc-kit';
import type { Duplex } from 'node:stream';

/** A socket is freed when another closes: the refusal asks the client to wait about a minute. */
const RETRY_AFTER_SECONDS = 60;

/** Counts of open things by key, a key forgotten at zero. */
class Counter {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, delta: number): void {
    const count = this.get(key) + delta;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

/**
 * Caps on the sockets one visitor session (its tabs) and one client IP (IPv6 by its /64) hold on this
 * replica, joining ones included, so a flood of upgrades cannot even make maps answer access checks.
 * Sockets without a session (no cookie: no session cap holds them) have a tighter cap per IP of their
 * own (issue 21), besides counting towards the IP's. Per replica: with R replicas behind the gateway a
 * session may hold up to R times the cap.
 */
export class ConnectionCaps {
  private readonly sessions = new Counter();
  private readonly ips = new Counter();
  private readonly cookielessIps = new Counter();

  constructor(
    private readonly caps: {
      sessionSocketLimit: number;
      ipSocketLimit: number;
      cookielessIpSocketLimit: number;
    },
  ) {}

  /** Counts a socket of `identity` and answers how to release it, or null when a cap is reached. */
  reserve(identity: Pick<Identity, 'sessionId' | 'ip'>): (() => void) | null {
    const ip = ipRateLimitKey(identity.ip);
    const session = identity.sessionId;
    // Counted with the kit's rate limiters' refusals (`rate_limit_refusals_total`), under these names.
    if (this.ips.get(ip) >= this.caps.ipSocketLimit) {
      countRateLimitRefusal('live-sockets-per-ip');
      return null;
    }
    if (session !== null && this.sessions.get(session) >= this.caps.sessionSocketLimit) {
      countRateLimitRefusal('live-sockets-per-session');
      return null;
    }
    if (session === null && this.cookielessIps.get(ip) >= this.caps.cookielessIpSocketLimit) {
      countRateLimitRefusal('live-cookieless-sockets-per-ip');
      return null;
    }
    this.ips.add(ip, 1);
    if (session !== null) this.sessions.add(session, 1);
    else this.cookielessIps.add(ip, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.ips.add(ip, -1);
      if (session !== null) this.sessions.add(session, -1);
      else this.cookielessIps.add(ip, -1);
    };
  }

  /**
   * Admits an upgrade under the caps, released when its TCP socket closes (refused, or the WebSocket
   * closed), or refuses it with 429 and the "Too many attempts" text and answers false.
   */
  admit(identity: Pick<Identity, 'sessionId' | 'ip'>, socket: Duplex): boolean {
    const release = this.reserve(identity);
    if (!release) {
      refuseUpgrade(socket, new HttpError(429, 'rate_limited', tooManyAttemptsMessage(RETRY_AFTER_SECONDS)));
      return false;
    }
    socket.once('close', release);
    return true;
  }
}
