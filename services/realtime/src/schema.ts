/**
 * The realtime service's Postgres schema. It keeps no durable state yet (it fans out map events and
 * remembers nothing), but it owns the schema so that state it needs later has a home.
 */
export const SCHEMA = 'realtime';

/** The name it carries in logs and NATS connection names. */
export const SERVICE = 'realtime';
