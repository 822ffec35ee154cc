import type { AnyEventEnvelope } from '@groupmap/contracts';

/** One unpublished outbox row as the relay sees it. */
export interface OutboxRow {
  /** The event id; also the JetStream msgID. */
  id: string;
  /** Stored as text: a row written by an older release may hold a type this one no longer knows. */
  type: string;
  aggregateId: string;
  sequence: number;
  payload: unknown;
  occurredAt: Date;
  /** Failed publish attempts so far. */
  attempts: number;
  /**
   * The id of the HTTP request that appended the row, published as a header; null for rows appended
   * outside a request (jobs) and rows written before the column existed.
   */
  requestId: string | null;
}

/** An unpublished, unparked row of an aggregate, whether claimed by this relay or not. */
export interface PendingSequence {
  aggregateId: string;
  sequence: number;
}

/** The rows one relay transaction has claimed, and what it may do with them before it commits. */
export interface OutboxBatch {
  /** Due rows this transaction holds locks on, oldest first. */
  claimed: OutboxRow[];
  /**
   * Every unpublished, unparked row of the claimed rows' aggregates up to the highest claimed
   * sequence, claimed or not, sorted by aggregate and sequence. A row missing from `claimed` is
   * either not due yet or held by another relay, and blocks the rows after it.
   */
  pending: PendingSequence[];
  markPublished(ids: string[]): Promise<void>;
  markFailed(id: string, failure: { attempts: number; nextAttemptAt: Date; error: string }): Promise<void>;
  park(id: string, failure: { attempts: number; error: string }): Promise<void>;
}

/** Where the outbox lives (Postgres in production, memory in unit tests). */
export interface OutboxStore {
  /**
   * Claims up to `limit` due rows in one transaction, runs `work` on them and commits; if `work`
   * throws (or the process dies), the transaction rolls back and the rows stay unpublished.
   */
  inClaimedBatch<T>(limit: number, work: (batch: OutboxBatch) => Promise<T>): Promise<T>;
}

/** Where events go (JetStream in production). */
export interface Publisher {
  /**
   * Resolves once the broker has stored the event; `duplicate` when it already had this id. The
   * request id, when there is one, travels beside the event as the `Groupmap-Request-Id` header.
   */
  publish(event: AnyEventEnvelope, requestId?: string | null): Promise<{ duplicate: boolean }>;
  /** False while the connection is down: the relay then waits instead of spending attempts. */
  isAvailable(): boolean;
}
