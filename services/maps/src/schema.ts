/** The maps service's Postgres schema: every table it owns lives here (architecture.md, Data). */
export const SCHEMA = 'maps';

/** The name it carries in logs, NATS connection names and its stream (`MAPS` for `maps.>`). */
export const SERVICE = 'maps';
