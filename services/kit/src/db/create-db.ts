import knexFactory, { type Knex } from 'knex';
import type { Logger } from 'pino';

export interface CreateDbOptions {
  /** Postgres connection URL (DATABASE_URL). */
  url: string;
  /** The service's own schema; unqualified table names resolve to it. */
  schema: string;
  pool?: Knex.PoolConfig;
  /** Receives knex's own warnings (connection errors, deprecations) instead of the console. */
  logger?: Logger;
}

/** A pool that frees idle connections: replicas times services add up on one Postgres. */
const DEFAULT_POOL: Knex.PoolConfig = { min: 0, max: 10 };

/** Fail a query quickly when the pool cannot get a connection, instead of knex's 60 s default. */
const ACQUIRE_TIMEOUT_MS = 10_000;

/** Creates the service's knex, bound to its own Postgres schema through the search path. */
export function createDb({ url, schema, pool = DEFAULT_POOL, logger }: CreateDbOptions): Knex {
  const log = logger?.child({ component: 'knex' });
  return knexFactory({
    client: 'pg',
    connection: url,
    searchPath: [schema],
    pool,
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    ...(log && {
      log: {
        warn: (message: unknown) => log.warn(String(message)),
        error: (message: unknown) => log.error(String(message)),
        deprecate: (method: string, alternative: string) =>
          log.warn({ method, alternative }, 'knex deprecation'),
        debug: (message: unknown) => log.debug({ message }, 'knex debug'),
      },
    }),
  });
}
