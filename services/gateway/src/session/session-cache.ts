import type { ResolvedSession } from '@groupmap/contracts';
import { LRUCache } from 'lru-cache';

/** Bounds memory however many visitors there are; beyond it the least recently used entry goes. */
const DEFAULT_MAX_ENTRIES = 10_000;

export interface SessionCacheOptions {
  /** How long an answer from auth is reused; 0 disables caching. */
  ttlMs: number;
  maxEntries?: number;
  /** The clock of the TTL; tests pass a fake one. */
  clock?: { now(): number };
}

type Load = () => Promise<ResolvedSession | null>;

/**
 * Auth's answers per secret hash, reused for a few seconds so that a page and its API calls do not
 * each ask auth. Concurrent lookups of one hash share one question.
 *
 * A revoked or rotated secret must be refused at once, so every drop also voids the answers still on
 * their way: an answer is cached only if no drop happened since its question was asked (auth may have
 * answered just before the revocation), and later lookups never join a question asked before a drop.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, ResolvedSession> | null;
  private readonly pending = new Map<string, Promise<ResolvedSession | null>>();
  /** Increases with every drop; an answer to a question asked in an older generation is not kept. */
  private generation = 0;

  private readonly clock: { now(): number };
  private readonly ttlMs: number;
  private sweptAt: number;

  constructor({ ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, clock = performance }: SessionCacheOptions) {
    this.clock = clock;
    this.ttlMs = ttlMs;
    this.sweptAt = clock.now();
    this.entries =
      ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: clock }) : null;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The cached session of `secretHash`, else the answer of `load` (shared with concurrent lookups). */
  lookup(secretHash: string, load: Load): Promise<ResolvedSession | null> {
    this.sweepStale();
    const cached = this.entries?.get(secretHash);
    if (cached) return Promise.resolve(cached);
    const pending = this.pending.get(secretHash);
    if (pending) return pending;
    const question = this.record(secretHash, load).finally(() => {
      if (this.pending.get(secretHash) === question) this.pending.delete(secretHash);
    });
    this.pending.set(secretHash, question);
    return question;
  }

  /** Runs `load` (e.g. creating a session) and caches a session it answers, unless dropped meanwhile. */
  async record<T extends ResolvedSession | null>(secretHash: string, load: () => Promise<T>): Promise<T> {
    const askedIn = this.generation;
    const session = await load();
    if (session && askedIn === this.generation) this.entries?.set(secretHash, session);
    return session;
  }

  /** Forgets one secret at once (an upstream rotated it away). */
  dropSecret(secretHash: string): void {
    this.voidPending();
    this.entries?.delete(secretHash);
  }

  /** Forgets every secret of one session at once (auth revoked or rotated it). */
  dropSession(publicId: string): void {
    this.voidPending();
    if (!this.entries) return;
    const stale: string[] = [];
    for (const [secretHash, session] of this.entries.entries()) {
      if (session.publicId === publicId) stale.push(secretHash);
    }
    for (const secretHash of stale) this.entries.delete(secretHash);
  }

  /**
   * Drops expired answers, at most once per TTL: without it they stayed until the count bound pushed
   * them out, and with a few new visitors a second the gateway's memory grew for as long as it
   * took to reach 10,000 (issue 29's soak).
   */
  private sweepStale(): void {
    const now = this.clock.now();
    if (!this.entries || now - this.sweptAt < this.ttlMs) return;
    this.entries.purgeStale();
    this.sweptAt = now;
  }

  private voidPending(): void {
    this.generation += 1;
    this.pending.clear();
  }
}
