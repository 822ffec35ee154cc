/** The auth service's Postgres schema: every table it owns lives here (architecture.md, Data). */
export const SCHEMA = 'auth';

/** The name it carries in logs, NATS connection names and its stream (`AUTH` for `auth.>`). */
export const SERVICE = 'auth';
