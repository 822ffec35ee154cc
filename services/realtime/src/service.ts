/**
 * The realtime service's name in logs, NATS connection names and its NATS permissions. It keeps no
 * state in Postgres (it fans out map events and remembers nothing), so it has no schema and no
 * database connection: a durable state it needs one day brings both back with a migration.
 */
export const SERVICE = 'realtime';
