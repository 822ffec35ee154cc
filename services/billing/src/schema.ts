/** The billing service's Postgres schema: every table it owns lives here (architecture.md, Data). */
export const SCHEMA = 'billing';

/** The name it carries in logs, NATS connection names and its stream (`BILLING` for `billing.>`). */
export const SERVICE = 'billing';
