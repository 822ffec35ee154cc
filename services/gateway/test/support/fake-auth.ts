import { hashSessionSecret, newSessionSecret } from '@groupmap/svc-kit';
import { randomUUID } from 'node:crypto';
import {
  createSessionRequestSchema,
  resolveSessionRequestSchema,
  rpcSubject,
  type ResolvedSession,
} from '@groupmap/contracts';
import type { Msg, NatsConnection, Subscription } from 'nats';

export interface SeededSession {
  secret: string;
  publicId: string;
  /** The Cookie header value carrying the secret. */
  cookie: string;
}

export interface FakeAuth {
  /** How many questions of each kind reached it. */
  calls: { resolve: number; create: number };
  /** The client IPs it was asked to create sessions for, oldest first. */
  createdFor: string[];
  /** While true, creation is refused as auth's per-IP limit refuses it (retry after a minute). */
  refuseCreation: boolean;
  /** A session under a new secret, signed in as `user` when given. */
  addSession(user?: { userId: number; username: string }): SeededSession;
  /** What auth does on login and register: the session keeps its public id under a new secret. */
  rotate(secret: string, user: { userId: number; username: string } | null): SeededSession;
  /** Changes who is signed in to a session without rotating it (what a revoked event then announces). */
  setUser(publicId: string, user: { userId: number; username: string } | null): void;
  stop(): Promise<void>;
}

/**
 * Auth's side of the session RPCs (contracts/src/rpc), in memory: a NATS responder on the prefix's
 * `rpc.auth.session.resolve` and `rpc.auth.session.create` subjects that counts what it is asked.
 */
export async function startFakeAuth(nc: NatsConnection, prefix: string): Promise<FakeAuth> {
  const sessions = new Map<string, ResolvedSession>();
  const calls = { resolve: 0, create: 0 };
  const createdFor: string[] = [];
  let refuseCreation = false;

  const respond = (subject: string, answer: (msg: Msg) => unknown): Subscription =>
    nc.subscribe(subject, { callback: (_err, msg) => msg.respond(JSON.stringify(answer(msg))) });

  const subscriptions = [
    respond(rpcSubject(prefix, 'auth.session.resolve'), (msg) => {
      calls.resolve += 1;
      const { secretHash } = resolveSessionRequestSchema.parse(msg.json());
      return { session: sessions.get(secretHash) ?? null };
    }),
    respond(rpcSubject(prefix, 'auth.session.create'), (msg) => {
      calls.create += 1;
      const { secretHash, ip } = createSessionRequestSchema.parse(msg.json());
      createdFor.push(ip);
      if (refuseCreation) return { session: null, retryAfterSeconds: 60 };
      const session = { publicId: randomUUID(), userId: null, username: null };
      sessions.set(secretHash, session);
      return { session };
    }),
  ];
  // The subscriptions must be registered at the server before a gateway asks.
  await nc.flush();

  const seed = (session: ResolvedSession): SeededSession => {
    const secret = newSessionSecret();
    sessions.set(hashSessionSecret(secret), session);
    return { secret, publicId: session.publicId, cookie: `session_id=${secret}` };
  };

  return {
    calls,
    createdFor,
    get refuseCreation() {
      return refuseCreation;
    },
    set refuseCreation(value: boolean) {
      refuseCreation = value;
    },
    addSession: (user) =>
      seed({ publicId: randomUUID(), userId: user?.userId ?? null, username: user?.username ?? null }),
    rotate: (secret, user) => {
      const old = sessions.get(hashSessionSecret(secret));
      if (!old) throw new Error('rotating an unknown session');
      sessions.delete(hashSessionSecret(secret));
      return seed({ publicId: old.publicId, userId: user?.userId ?? null, username: user?.username ?? null });
    },
    setUser: (publicId, user) => {
      for (const [hash, session] of sessions) {
        if (session.publicId === publicId)
          sessions.set(hash, { publicId, userId: user?.userId ?? null, username: user?.username ?? null });
      }
    },
    stop: async () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      await nc.flush();
    },
  };
}
