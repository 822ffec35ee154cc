import { createDb, createLogger, migrateSchema } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import path from 'node:path';
import pg from 'pg';
import { up as removeSeededDemoCode } from '../migrations/20261126010000_remove_seeded_demo_discount_code';
import { ensureDemoDiscountCode } from '../src/checkout/demo-discount-code';
import { SCHEMA } from '../src/schema';
import { startBillingProcess, type BillingStart } from './support/billing-process';

// The billing service as it starts in production or on a laptop: the real process, its real
// configuration check, on a database of this file's own (so what migrations and start-ups put in
// it is all there is). TEST MODE gives plans away, so it must never run by accident.

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_groupmap',
  STRIPE_WEBHOOK_SECRET: 'whsec_groupmap',
  STRIPE_PRICE_PRO: 'price_pro_year',
  STRIPE_PRICE_BUSINESS: 'price_business_year',
  // Nothing listens here: a start-up must not call Stripe.
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};
const STRIPE_KEYS = Object.keys(STRIPE).filter((key) => key !== 'STRIPE_API_BASE');
const START_UP_TIMEOUT_MS = 60_000;

const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const dbName = `${adminUrl.pathname.slice(1)}_startup`;
adminUrl.pathname = '/postgres';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
let knex: Knex;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${dbName}"`);
  knex = createDb({
    url: databaseUrl,
    schema: SCHEMA,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  await migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../migrations') });
}, 30_000);

afterAll(async () => {
  await knex.destroy();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

beforeEach(() => knex('discount_codes').del());

const start = (env: Record<string, string>) => startBillingProcess(databaseUrl, env);

/** The lines of a refusal naming its keys: `  KEY: why`. */
function refusedKeys(started: BillingStart): string[] {
  expect(started.outcome).toBe('exited');
  if (started.outcome !== 'exited') return [];
  expect(started.code).not.toBe(0);
  expect(started.stderr).toMatch(/^billing failed:\nInvalid configuration:\n/);
  return [...started.stderr.matchAll(/^ {2}([A-Z_]+): /gm)].map((match) => match[1]!);
}

/** GET /readyz of a started billing; stops it afterwards. */
async function readyStatus(started: BillingStart): Promise<number> {
  expect(started.outcome).toBe('listening');
  if (started.outcome !== 'listening') return 0;
  try {
    return (await fetch(`http://127.0.0.1:${started.port}/readyz`)).status;
  } finally {
    await started.stop();
  }
}

const demoCodes = () => knex('discount_codes').select('code', 'percent_off');

describe('billing start-up', () => {
  it(
    'refuses to start without Stripe or BILLING_TEST_MODE=true, naming every missing key, whatever NODE_ENV says',
    async () => {
      expect(refusedKeys(await start({ NODE_ENV: 'production' }))).toEqual(STRIPE_KEYS);
      expect(refusedKeys(await start({ NODE_ENV: 'development', BILLING_TEST_MODE: 'false' }))).toEqual(
        STRIPE_KEYS,
      );
    },
    START_UP_TIMEOUT_MS,
  );

  it(
    'refuses a partial Stripe configuration, with the TEST MODE flag too, naming the missing keys',
    async () => {
      const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_BUSINESS: _business, ...partial } = STRIPE;
      const missing = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BUSINESS'];
      expect(refusedKeys(await start(partial))).toEqual(missing);
      expect(refusedKeys(await start({ ...partial, BILLING_TEST_MODE: 'true' }))).toEqual(missing);
    },
    START_UP_TIMEOUT_MS,
  );

  it(
    'refuses BILLING_TEST_MODE=true beside a full Stripe configuration, asking to choose one',
    async () => {
      const started = await start({ ...STRIPE, BILLING_TEST_MODE: 'true' });
      expect(refusedKeys(started)).toEqual(['BILLING_TEST_MODE']);
      expect(started.outcome === 'exited' && started.stderr).toContain('choose one');
    },
    START_UP_TIMEOUT_MS,
  );

  it(
    'starts with BILLING_TEST_MODE=true (GET /readyz 200) and creates the demo discount code',
    async () => {
      expect(await demoCodes()).toEqual([]);
      expect(await readyStatus(await start({ BILLING_TEST_MODE: 'true' }))).toBe(200);
      expect(await demoCodes()).toEqual([{ code: 'GROUPMAP20', percent_off: 20 }]);
      // Every start (and every replica) ensures it again; there stays one.
      await ensureDemoDiscountCode(knex);
      expect(await demoCodes()).toEqual([{ code: 'GROUPMAP20', percent_off: 20 }]);
    },
    START_UP_TIMEOUT_MS,
  );

  it(
    'starts with Stripe fully configured (GET /readyz 200) and creates no discount code',
    async () => {
      expect(await readyStatus(await start(STRIPE))).toBe(200);
      expect(await demoCodes()).toEqual([]);
    },
    START_UP_TIMEOUT_MS,
  );
});

describe('the demo discount code and migrations', () => {
  it('is created by no migration', async () => {
    await knex('discount_codes').del();
    await expect(
      migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../migrations') }),
    ).resolves.toEqual([]);
    expect(await demoCodes()).toEqual([]);
  });

  it('is removed from a database the old seed migration reached, leaving an operator-made code of that name', async () => {
    await knex('discount_codes').insert({ code: 'GROUPMAP20', percent_off: 20 });
    await removeSeededDemoCode(knex);
    expect(await demoCodes()).toEqual([]);

    await knex('discount_codes').insert({ code: 'groupmap20', percent_off: 50 });
    await removeSeededDemoCode(knex);
    expect(await demoCodes()).toEqual([{ code: 'groupmap20', percent_off: 50 }]);
  });
});
