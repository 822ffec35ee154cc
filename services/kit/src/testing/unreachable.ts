import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import { createServer } from 'node:net';
import type { Logger } from 'pino';
import { createDb } from '../db/create-db';

/** A local port nothing listens on: taken from the OS, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A knex whose Postgres is unreachable (connections are refused), to prove a service reports
 * itself not ready. Destroy it after the test.
 */
export async function unreachablePostgres(schema: string, logger?: Logger): Promise<Knex> {
  return createDb({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/groupmap`, schema, logger });
}

/** A NATS connection that has been closed, as a service sees it after losing NATS for good. */
export async function closedNatsConnection(url: string): Promise<NatsConnection> {
  const nc = await connect({ servers: url, name: 'closed-for-test' });
  await nc.close();
  return nc;
}
