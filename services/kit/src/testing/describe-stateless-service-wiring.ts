import type { Express } from 'express';
import { connect, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import request from 'supertest';
import type { StartStatelessNatsSide } from '../lifecycle/nats-side';
import type { StatelessService } from '../lifecycle/start-stateless-service-infrastructure';
import { createLogger } from '../logging/create-logger';
import { itPassesCommonWiringChecks } from './common-wiring-checks';
import { natsSideViolations } from './nats-side-violations';
import { testIdentityKeys } from './test-identity';

/** What the `createApp` of a service without a database takes: no knex. */
export interface StatelessWiredAppDeps {
  logger: Logger;
  nc: NatsConnection;
  identityPublicKey: string;
}

export interface StatelessServiceWiringOptions {
  /** The service's name; the suite is called "<service> service wiring". */
  service: StatelessService;
  /** The service's app factory, called with the test's infrastructure and any override. */
  createApp: (deps: StatelessWiredAppDeps) => Express;
  /** The service's NATS start-up (`src/nats-side.ts`), run under the service's own NATS permissions. */
  startNatsSide: StartStatelessNatsSide;
}

/**
 * Registers the component tests of a service that keeps nothing in Postgres (realtime), against the
 * real NATS (NATS_URL) and no database at all: `/readyz` is ready with NATS alone, and the checks
 * every service passes (itPassesCommonWiringChecks). Call it at the top level of the service's
 * `test/wiring.int.test.ts`; it installs its own beforeAll and afterAll.
 */
export function describeStatelessServiceWiring({
  service,
  createApp,
  startNatsSide,
}: StatelessServiceWiringOptions): void {
  const logger = createLogger({ name: `${service}-test`, level: 'silent' });
  let nc: NatsConnection;

  beforeAll(async () => {
    nc = await connect({ servers: process.env.NATS_URL });
  });

  afterAll(async () => {
    await nc.close();
  });

  const appWith = (overrides: Partial<StatelessWiredAppDeps> = {}) =>
    createApp({ logger, nc, identityPublicKey: testIdentityKeys.publicKey, ...overrides });

  describe(`${service} service wiring`, () => {
    it('answers /readyz 200 while NATS is up, with no database to check', async () => {
      const res = await request(appWith()).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    itPassesCommonWiringChecks({
      appWith,
      natsSideViolations: () => natsSideViolations({ service, startNatsSide, logger }),
    });
  });
}
