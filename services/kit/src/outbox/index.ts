// The transactional outbox: appending events in a service's transaction, and relaying them to NATS.
export * from './outbox-tables';
export * from './outbox-request-id-column';
export * from './append-to-outbox';
export * from './outbox-relay';
export * from './start-event-publishing';
export type { OutboxBatch, OutboxRow, OutboxStore, PendingSequence, Publisher } from './outbox-types';
