import type { BusService } from '@groupmap/contracts';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import request from 'supertest';
import { createDb } from '../db/create-db';
import { migrateSchema } from '../db/migrate-schema';
import type { StartNatsSide } from '../lifecycle/nats-side';
import { createLogger } from '../logging/create-logger';
import { natsSideViolations } from './nats-side-violations';
import { itPassesCommonWiringChecks } from './common-wiring-checks';
import type { StatelessWiredAppDeps } from './describe-stateless-service-wiring';
import { testIdentityKeys } from './test-identity';
import { unreachablePostgres } from './unreachable';

/** What a service's `createApp` takes: the infrastructure its composition root hands it. */
export interface WiredAppDeps extends StatelessWiredAppDeps {
  knex: Knex;
}

export interface ServiceWiringOptions {
  /** The service's name; the suite is called "<service> service wiring". */
  service: BusService;
  /** The service's Postgres schema, migrated before the tests. */
  schema: string;
  /** The service's migrations folder; omitted by a service with no tables yet. */
  migrationsDirectory?: string;
  /** The service's app factory, called with the test's infrastructure and any override. */
  createApp: (deps: WiredAppDeps) => Express;
  /** The service's NATS start-up (`src/nats-side.ts`), run under the service's own NATS permissions. */
  startNatsSide: StartNatsSide;
  /** What the service's own migration brings, checked by the suite's first test. */
  migration: {
    /**
     * The start of that test's name, e.g. "migrates its schema with its outbox"; the suite adds
     * ", and a second run changes nothing".
     */
    behaviour: string;
    /** Asserts what the migration created (the tables, or just the schema), through the test's knex. */
    expectMigrated: (knex: Knex) => Promise<void>;
  };
}

/**
 * Registers the component tests every service with a database passes, against the real Postgres (TEST_DATABASE_URL)
 * and NATS (NATS_URL): its migration brings what it should and is idempotent, `/healthz` answers,
 * `/readyz` reports Postgres and NATS each going away, an unknown `/api` path is a text/plain 404,
 * an API request without a gateway identity is a 401, and its NATS start-up (outbox relay and
 * publishing, consumers, responders, subscriptions, rpc calls) stays within the NATS permissions of
 * the service (`natsPermissions`) on a server enforcing them. Call it at the top level of the service's
 * `test/wiring.int.test.ts`; it installs its own beforeAll and afterAll. A service without a
 * database uses describeStatelessServiceWiring.
 */
export function describeServiceWiring({
  service,
  schema,
  migrationsDirectory,
  createApp,
  startNatsSide,
  migration,
}: ServiceWiringOptions): void {
  const logger = createLogger({ name: `${service}-test`, level: 'silent' });
  const migrate = (knex: Knex) => migrateSchema(knex, { schema, directory: migrationsDirectory });
  let knex: Knex;
  let nc: NatsConnection;

  beforeAll(async () => {
    knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema, logger });
    await migrate(knex);
    nc = await connect({ servers: process.env.NATS_URL });
  });

  afterAll(async () => {
    await nc.close();
    await knex.destroy();
  });

  const appWith = (overrides: Partial<WiredAppDeps> = {}) =>
    createApp({ logger, knex, nc, identityPublicKey: testIdentityKeys.publicKey, ...overrides });

  describe(`${service} service wiring`, () => {
    it(`${migration.behaviour}, and a second run changes nothing`, async () => {
      await migration.expectMigrated(knex);
      await expect(migrate(knex)).resolves.toEqual([]);
    });

    it('answers /readyz 200 while Postgres and NATS are up', async () => {
      const res = await request(appWith()).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('answers /readyz 503 while Postgres is unreachable', async () => {
      const deadDb = await unreachablePostgres(schema, logger);
      try {
        const res = await request(appWith({ knex: deadDb })).get('/readyz');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: 'unready', failing: ['postgres'] });
      } finally {
        await deadDb.destroy();
      }
    });

    itPassesCommonWiringChecks({
      appWith,
      natsSideViolations: () => natsSideViolations({ service, schema, knex, startNatsSide, logger }),
    });
  });
}
