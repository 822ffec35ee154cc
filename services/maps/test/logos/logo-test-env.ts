import { createDb, createLogger, createServiceApp, migrateSchema } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { Client } from 'minio';
import type { PlanId } from '@groupmap/contracts';
import { applyPlanChange } from '../../src/db/plan-repository';
import { createLogoStorage, type LogoStorage } from '../../src/logos';
import { logoRoutes, type LogoRouterDeps } from '../../src/routes/logo-routes';
import { createMapsRateLimiters } from '../../src/rate-limits';
import { SCHEMA } from '../../src/schema';
import { testMapsConfig } from '../support/maps-test-env';

/** s3rver accepts only its built-in key pair. */
const S3RVER_KEY = 'S3RVER';
const BUCKET = 'logos-test';

export interface LogoTestEnv {
  knex: Knex;
  storage: LogoStorage;
  app: Express;
  logger: ReturnType<typeof createLogger>;
  /** How many objects the bucket holds, read straight from the S3 API. */
  countObjects(): Promise<number>;
  /** Puts `userId` on `plan` in maps' projection, as the plan consumer would. */
  putOnPlan(userId: number, plan: PlanId): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3 API (s3rver on a free port, data in a temp dir), the maps schema migrated in the test
 * database, and the logo router in the service's own pipeline behind the identity middleware, with
 * the test configuration (`overrides` on top) and, when given, a `sanitize` a test watches.
 */
export async function startLogoTestEnv(
  overrides: Record<string, string> = {},
  { sanitize }: Pick<LogoRouterDeps, 'sanitize'> = {},
): Promise<LogoTestEnv> {
  const config = testMapsConfig(overrides);
  const directory = mkdtempSync(path.join(tmpdir(), 'groupmap-logos-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await s3.run();
  const logger = createLogger({ name: 'maps-test', level: 'silent' });
  const knex = createDb({ url: String(process.env.TEST_DATABASE_URL), schema: SCHEMA });
  await migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../../migrations') });
  const client = new Client({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    pathStyle: true,
  });
  const storage = createLogoStorage({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY: S3RVER_KEY,
    S3_SECRET_KEY: S3RVER_KEY,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
  });
  await storage.ensureBucket();
  const app = createServiceApp({
    service: 'maps',
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    checks: {},
    api: [
      logoRoutes({
        knex,
        storage,
        logger,
        limits: createMapsRateLimiters(knex, config),
        decodeConcurrency: config.LOGO_DECODE_CONCURRENCY,
        sanitize,
      }),
    ],
  });
  // Each plan change gets a later sequence than the last, as billing's per-user events do.
  let planSequence = 0;
  return {
    knex,
    storage,
    app,
    logger,
    async putOnPlan(userId, plan) {
      planSequence += 1;
      await applyPlanChange(knex, userId, plan, planSequence);
    },
    async countObjects() {
      let count = 0;
      for await (const item of client.listObjectsV2(BUCKET, '', true)) if (item) count += 1;
      return count;
    },
    async close() {
      await knex.destroy();
      const closing = s3.close();
      // The minio client keeps connections alive; end them so close() does not wait for them.
      s3.httpServer?.closeAllConnections();
      await closing;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
