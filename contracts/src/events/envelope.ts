import { z } from 'zod';
import { EVENT_TYPES, type EventType } from './event-types';
import { eventPayloadSchemas, type EventPayloads } from './payloads';

/**
 * The versioned envelope every event travels in. `sequence` increases per aggregate (per map for map
 * and location events, whose `aggregateId` is the map id), assigned in the transaction of the change,
 * so consumers can drop stale or duplicate deliveries.
 */
export interface EventEnvelope<P = unknown, T extends EventType = EventType> {
  /** UUID; also the JetStream `msgID`, so a republished outbox row is deduplicated. */
  id: string;
  type: T;
  /** ISO 8601 timestamp of the change. */
  occurredAt: string;
  aggregateId: string;
  sequence: number;
  payload: P;
}

/** The envelope of one event type, with its payload typed. */
export type EventOf<T extends EventType> = EventEnvelope<EventPayloads[T], T>;

/** Any known event, discriminated by `type`. */
export type AnyEventEnvelope = { [T in EventType]: EventOf<T> }[EventType];

/** The envelope with an unchecked payload: `parseEventEnvelope` checks the payload by type. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.enum(EVENT_TYPES),
  occurredAt: z.iso.datetime({ offset: true }),
  aggregateId: z.string().min(1),
  sequence: z.int().positive(),
  payload: z.unknown(),
});

/** Thrown when an event or payload does not match its contract; `issues` lists every problem. */
export class EventValidationError extends Error {
  override name = 'EventValidationError';

  constructor(
    message: string,
    readonly issues: readonly string[],
  ) {
    super(`${message}: ${issues.join('; ')}`);
  }
}

function describeIssues(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => `${[prefix, ...issue.path.map(String)].join('.')}: ${issue.message}`);
}

/**
 * Validates a payload against the schema of `type` and returns it with unknown keys removed.
 * Producers call it before writing the outbox row, so nothing invalid is ever published.
 */
export function parseEventPayload<T extends EventType>(type: T, data: unknown): EventPayloads[T] {
  const result = eventPayloadSchemas[type].safeParse(data);
  if (!result.success)
    throw new EventValidationError(`Invalid ${type} payload`, describeIssues(result.error, 'payload'));
  return result.data as EventPayloads[T];
}

/**
 * Validates a received event: the envelope, then its payload against the schema of its type.
 * Consumers call it before the domain sees the event.
 */
export function parseEventEnvelope(data: unknown): AnyEventEnvelope {
  const result = eventEnvelopeSchema.safeParse(data);
  if (!result.success)
    throw new EventValidationError('Invalid event envelope', describeIssues(result.error, 'event'));
  const envelope = result.data;
  return { ...envelope, payload: parseEventPayload(envelope.type, envelope.payload) } as AnyEventEnvelope;
}
