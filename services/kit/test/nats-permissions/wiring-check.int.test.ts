import type { Knex } from 'knex';
import { z } from 'zod';
import { startDurableConsumer, subscribeBroadcast } from '../../src';
import type { StartNatsSide } from '../../src/lifecycle';
import { serveRpc } from '../../src/rpc';
import { natsSideViolations } from '../../src/testing';
import { createTestSchema, silentLogger } from '../events/support/events-test-env';

const SCHEMA = 'kit_nats_side_check';
let knex: Knex;

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
});

afterAll(async () => {
  await knex.destroy();
});

const check = (startNatsSide: StartNatsSide, service: 'realtime' | 'maps' = 'realtime') =>
  natsSideViolations({ service, schema: SCHEMA, knex, startNatsSide, logger: silentLogger });

describe("the wiring suite's NATS permission check", () => {
  it("finds nothing to report for a NATS side within its service's permissions", async () => {
    expect(await check(async () => [])).toEqual([]);
  }, 30_000);

  it('reports a service answering an rpc its permissions do not list', async () => {
    const violations = await check(async ({ nc, prefix, logger }) => {
      const responder = await serveRpc({
        nc,
        prefix,
        name: 'maps.access.check',
        queue: 'realtime',
        logger,
        request: z.unknown(),
        reply: z.unknown(),
        handle: async () => ({}),
      });
      return [{ name: 'rogue responder', run: responder.stop }];
    });
    expect(violations).toEqual([
      expect.stringMatching(/^Subscription Violation .*\.rpc\.maps\.access\.check"/),
    ]);
  }, 30_000);

  it('reports a service starting a durable consumer its permissions do not list', async () => {
    const violations = await check(async ({ nc, knex: db, prefix, logger }) => {
      const consumer = await startDurableConsumer({
        nc,
        knex: db,
        prefix,
        stream: 'billing',
        durableName: 'realtime-plans',
        filterSubjects: ['billing.plan.changed.v1'],
        logger,
        schema: SCHEMA,
        handle: async () => {},
      });
      return [{ name: 'rogue consumer', run: consumer.stop }];
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Publish Violation .*"\$JS\.API\.STREAM\.INFO\.[A-Z0-9_]+_BILLING"$/),
        expect.stringMatching(/^start-up failed: .*Permissions Violation/),
      ]),
    );
  }, 30_000);

  it('reports a broadcast subscription its permissions do not list, at once', async () => {
    // Maps consumes auth.session.ended.v1 durably, under its own consumer's name; it follows nothing.
    const violations = await check(async ({ nc, prefix, logger }) => {
      const subscription = await subscribeBroadcast({
        nc,
        prefix,
        stream: 'auth',
        filterSubjects: ['auth.session.ended.v1'],
        logger,
        handle: () => {},
      });
      return [{ name: 'rogue subscription', run: subscription.stop }];
    }, 'maps');
    expect(violations).toEqual([
      expect.stringMatching(
        /^Publish Violation .*"\$JS\.API\.CONSUMER\.CREATE\.[A-Z0-9_]+_AUTH\.[^.]+\.[a-z0-9_]+\.auth\.session\.ended\.v1"$/,
      ),
      expect.stringMatching(/^start-up failed: .*Permissions Violation/),
    ]);
  }, 30_000);
});
