import type { AnyEventEnvelope, EventType } from '@groupmap/contracts';

/** The envelope of any of the event types `T`, discriminated by `type` so handlers can switch on it. */
export type SubscribedEvent<T extends EventType> = Extract<AnyEventEnvelope, { type: T }>;
