import { randomBytes } from 'node:crypto';
import { BUS_SERVICES, type BusService } from '@groupmap/contracts';
import { connect, nkeys, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { connectNats } from '../nats/connect-nats';
import { natsAuthorizationConfig, type ServiceLogin } from '../nats/nats-auth-config';
import type { NatsCredentials } from '../nats/nats-credentials';
import { inboxPrefix } from '../nats/nats-permissions';
import { startNatsTestServer, type NatsTestServer } from './nats-test-server';

/** A nats-server of the test's own enforcing every service's NATS permissions. */
export interface SecuredNats {
  url: string;
  /** The EVENTS_PREFIX the permissions were generated for. */
  prefix: string;
  /** The credentials `service` is given (an nkey seed, as the generated config's default). */
  credentials(service: BusService): NatsCredentials;
  /** Connects as `service` exactly as its composition root does: its credentials and inbox prefix. */
  connectAs(service: BusService, logger: Logger): Promise<NatsConnection>;
  /** Connects as a user with no restrictions, to publish foreign events and inspect streams. */
  connectObserver(): Promise<NatsConnection>;
  violations: NatsTestServer['violations'];
  stop: NatsTestServer['stop'];
}

const OBSERVER = { user: 'observer', password: randomBytes(16).toString('hex') };

/**
 * Starts a nats-server (on a free port, never the machine's) with the authorization config
 * `natsAuthorizationConfig` generates for `prefix`: one nkey user per service, plus an unrestricted
 * observer user for the test itself.
 */
export async function startSecuredNats(prefix: string): Promise<SecuredNats> {
  const seeds = new Map<BusService, string>();
  const logins = {} as Record<BusService, ServiceLogin>;
  for (const service of BUS_SERVICES) {
    const pair = nkeys.createUser();
    seeds.set(service, new TextDecoder().decode(pair.getSeed()));
    logins[service] = { nkey: pair.getPublicKey() };
  }
  const server = await startNatsTestServer(
    natsAuthorizationConfig({ prefix, logins, extraUsers: [OBSERVER] }),
  );
  const credentials = (service: BusService): NatsCredentials => ({ kind: 'nkey', seed: seeds.get(service)! });

  return {
    url: server.url,
    prefix,
    credentials,
    connectAs: (service, logger) =>
      connectNats({
        url: server.url,
        name: service,
        logger,
        credentials: credentials(service),
        inboxPrefix: inboxPrefix(prefix, service),
      }),
    connectObserver: () => connect({ servers: server.url, user: OBSERVER.user, pass: OBSERVER.password }),
    violations: server.violations,
    stop: server.stop,
  };
}
