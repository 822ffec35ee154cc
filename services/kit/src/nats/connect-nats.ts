import { connect, DebugEvents, Events, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { watchConnectionStatus } from './connection-status';
import { natsAuthOptions, type NatsCredentials } from './nats-credentials';

/** Between reconnect attempts (plus nats.js's jitter); short, since publishing waits on it. */
const RECONNECT_WAIT_MS = 1_000;

export interface ConnectNatsOptions {
  /** NATS_URL; several servers may be given comma-separated. */
  url: string;
  /** The connection's name as the server shows it, e.g. the service name. */
  name: string;
  logger: Logger;
  /** The service's own credentials (`natsCredentials(config)`); none connects without authentication. */
  credentials?: NatsCredentials;
  /**
   * Where replies to this connection arrive (`inboxPrefix(prefix, service)`): the one inbox subject
   * space its NATS permissions let it subscribe to. nats.js's `_INBOX` when omitted.
   */
  inboxPrefix?: string;
}

/**
 * Connects to NATS and keeps reconnecting forever, also when the server is not up yet at start (the
 * promise then resolves once it is). Disconnects and server errors are logged at warn, reconnects
 * at info; the readiness probe reports the outage meanwhile.
 */
export async function connectNats({
  url,
  name,
  logger,
  credentials = { kind: 'none' },
  inboxPrefix,
}: ConnectNatsOptions): Promise<NatsConnection> {
  const log = logger.child({ component: 'nats' });
  const nc = await connect({
    servers: url.split(',').map((server) => server.trim()),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: RECONNECT_WAIT_MS,
    waitOnFirstConnect: true,
    ...(inboxPrefix === undefined ? {} : { inboxPrefix }),
    ...natsAuthOptions(credentials),
  });
  log.info({ server: nc.getServer(), auth: credentials.kind }, 'connected to NATS');

  watchConnectionStatus(nc, (status) => {
    switch (status.type) {
      case Events.Disconnect:
        log.warn({ server: status.data }, 'disconnected from NATS; reconnecting');
        break;
      case Events.Reconnect:
        log.info({ server: status.data }, 'reconnected to NATS');
        break;
      case Events.LDM:
        log.warn({ server: status.data }, 'NATS server entering lame duck mode');
        break;
      case Events.Error:
        log.warn({ err: status.data }, 'NATS error');
        break;
      case DebugEvents.StaleConnection:
        log.warn('NATS connection stale; reconnecting');
        break;
      default:
        log.debug({ status: status.type, data: status.data }, 'NATS status');
    }
  });
  void nc.closed().then((error) => {
    if (error) log.error({ err: error }, 'NATS connection closed by an error');
    else log.info('NATS connection closed');
  });
  return nc;
}
