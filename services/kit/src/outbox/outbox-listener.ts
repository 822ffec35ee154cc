import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { outboxChannel } from './outbox-tables';

/** Wait before opening a new LISTEN connection after losing one; polling covers the gap. */
const RELISTEN_DELAY_MS = 2_000;

/** The raw node-postgres client knex hands out; only what listening needs. */
interface ListeningClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: () => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
}

export interface OutboxListenerOptions {
  knex: Knex;
  schema: string;
  logger: Pick<Logger, 'debug' | 'warn'>;
  /** Called on every notification, and after (re)connecting, since rows may have arrived meanwhile. */
  onNotify: () => void;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * LISTENs for outbox inserts of `schema` on a dedicated connection, outside knex's pool (a pooled
 * connection would be handed to queries and lose the LISTEN). When the connection drops it is
 * reopened after a short delay. Resolves once the first attempt has finished, listening or not.
 */
export async function listenForOutboxInserts({
  knex,
  schema,
  logger,
  onNotify,
}: OutboxListenerOptions): Promise<{ close(): Promise<void> }> {
  let client: ListeningClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (!closed) retryTimer = setTimeout(() => void open(), RELISTEN_DELAY_MS);
  };

  const lost = (lostClient: ListeningClient, error?: Error) => {
    if (client !== lostClient) return;
    client = undefined;
    logger.warn({ err: error, schema }, 'outbox LISTEN connection lost; polling until it is back');
    void knex.client.destroyRawConnection(lostClient).catch(() => undefined);
    scheduleRetry();
  };

  async function open(): Promise<void> {
    let opened: ListeningClient | undefined;
    try {
      opened = (await knex.client.acquireRawConnection()) as ListeningClient;
      const current = opened;
      current.on('notification', onNotify);
      current.on('error', (error) => lost(current, error));
      current.on('end', () => lost(current));
      await current.query(`LISTEN ${quoteIdentifier(outboxChannel(schema))}`);
      if (closed) {
        await knex.client.destroyRawConnection(current);
        return;
      }
      client = current;
      logger.debug({ schema }, 'listening for outbox inserts');
      onNotify();
    } catch (error) {
      if (opened) await knex.client.destroyRawConnection(opened).catch(() => undefined);
      logger.warn({ err: error, schema }, 'could not LISTEN for outbox inserts; polling meanwhile');
      scheduleRetry();
    }
  }

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) await knex.client.destroyRawConnection(current);
    },
  };
}
