/**
 * The images the container-based test infrastructure runs: the official ones by default, each
 * overridable because some machines cannot pull them (this one runs local stand-ins, e.g.
 * `localhost/groupmap/nats-stand-in:debian`, with the same interface).
 */
export const testImages = {
  /** Its entrypoint takes nats-server flags (`-js -p 4222`), as the official image's does. */
  nats: () => process.env.GROUPMAP_TEST_NATS_IMAGE || 'nats:2.11-alpine',
  /** The official postgres image's interface: POSTGRES_PASSWORD/USER/DB, port 5432, PGDATA. */
  postgres: () => process.env.GROUPMAP_TEST_POSTGRES_IMAGE || 'postgres:17-bookworm',
};
