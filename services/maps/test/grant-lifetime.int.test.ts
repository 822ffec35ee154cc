import type { EventOf } from '@groupmap/contracts';
import { createJetStreamPublisher, ensureStreamExists, type RpcResponder } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { startSessionEndConsumer } from '../src/consumers/session-ends';
import { startGrantPruneJob } from '../src/jobs/grant-prune-job';
import { startAccessCheckResponder } from '../src/rpc/access-check';
import {
  accessCheck,
  client,
  startMapsTestEnv,
  uniquePermalink,
  userOn,
  type Client,
  type MapsTestEnv,
} from './support/maps-test-env';

// Grants end (architecture.md, Lifetimes; decisions.md: 30 days): an expired grant opens nothing and
// is pruned; the grants of a session auth reports ended are deleted when its event arrives.
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse';

let now = new Date();
const clock = () => now;
let env: MapsTestEnv;
let responder: RpcResponder;
let sessionEnds: { stop(): Promise<void> };

beforeAll(async () => {
  env = await startMapsTestEnv({}, { clock });
  const { nc, knex, logger } = env;
  const prefix = env.config.EVENTS_PREFIX;
  responder = await startAccessCheckResponder({ nc, knex, prefix, logger, clock });
  sessionEnds = await startSessionEndConsumer({ nc, knex, prefix, logger });
});

afterAll(async () => {
  await sessionEnds.stop();
  await responder.stop();
  await env.close();
});

async function protectedMap(): Promise<{ id: number; permalink: string }> {
  const owner = await userOn(env, 'pro');
  const res = await owner.post('/api/maps', {
    name: 'Members only',
    permalink: uniquePermalink(),
    passwordProtected: true,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A visitor session holding a grant of `map`. */
async function grantedVisitor(map: { id: number }): Promise<Client> {
  const visitor = client(env.app);
  expect((await visitor.post(`/api/maps/${map.id}/verify-password`, { password: PASSWORD })).status).toBe(
    204,
  );
  return visitor;
}

const opens = async (map: { permalink: string }, visitor: Client) =>
  (await visitor.get(`/api/maps/${map.permalink}`)).body.requiresPassword === false;

const grantsOf = (visitor: Client) =>
  env.knex('access_grants').where({ session_public_id: visitor.sessionId }).pluck('map_id');

describe('a map-password grant', () => {
  it('opens the map for 30 days, then no longer opens it and is pruned', async () => {
    now = new Date();
    const job = startGrantPruneJob({ knex: env.knex, logger: env.logger, clock, intervalMs: DAY_MS });
    try {
      const map = await protectedMap();
      const grantedAt = now;
      const visitor = await grantedVisitor(map);

      now = new Date(now.getTime() + 30 * DAY_MS - 60_000);
      expect(await opens(map, visitor)).toBe(true);
      expect(await accessCheck(env, map.id, visitor)).toMatchObject({
        allowed: true,
        passwordVersion: 1,
        grantExpiresAt: new Date(grantedAt.getTime() + 30 * DAY_MS).toISOString(),
      });
      await job.runOnce();
      expect(await grantsOf(visitor)).toEqual([map.id]);

      now = new Date(now.getTime() + 2 * 60_000);
      expect(await opens(map, visitor)).toBe(false);
      expect(await accessCheck(env, map.id, visitor)).toMatchObject({
        allowed: false,
        passwordVersion: 1,
        grantExpiresAt: null,
      });
      expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await grantsOf(visitor)).toEqual([]);
    } finally {
      await job.stop();
    }
  });

  it('starts its 30 days again when the visitor enters the password again', async () => {
    now = new Date();
    const map = await protectedMap();
    const visitor = await grantedVisitor(map);
    now = new Date(now.getTime() + 20 * DAY_MS);
    expect((await visitor.post(`/api/maps/${map.id}/verify-password`, { password: PASSWORD })).status).toBe(
      204,
    );
    now = new Date(now.getTime() + 20 * DAY_MS);
    expect(await opens(map, visitor)).toBe(true);
  });
});

describe('the grants of a session auth reports ended', () => {
  it('are deleted when auth.session.ended.v1 arrives, and only that session’s', async () => {
    now = new Date();
    const [first, second] = [await protectedMap(), await protectedMap()];
    const ended = await grantedVisitor(first);
    expect((await ended.post(`/api/maps/${second.id}/verify-password`, { password: PASSWORD })).status).toBe(
      204,
    );
    const other = await grantedVisitor(first);

    const prefix = env.config.EVENTS_PREFIX;
    await ensureStreamExists(env.nc, { prefix, service: 'auth' });
    const publisher = createJetStreamPublisher({ nc: env.nc, prefix });
    const event: EventOf<'auth.session.ended.v1'> = {
      id: randomUUID(),
      type: 'auth.session.ended.v1',
      occurredAt: new Date().toISOString(),
      aggregateId: ended.sessionId,
      sequence: 1,
      payload: { sessionId: ended.sessionId, userId: null, reason: 'logout' },
    };
    // Twice, as a redelivery would: the effect is the same.
    await publisher.publish(event);
    await publisher.publish({ ...event, id: randomUUID() });
    publisher.close();

    await waitFor('the ended session’s grants deleted', async () => (await grantsOf(ended)).length === 0);
    expect(await opens(first, ended)).toBe(false);
    expect(await opens(second, ended)).toBe(false);
    expect(await accessCheck(env, first.id, ended)).toMatchObject({ allowed: false, passwordVersion: 1 });
    expect(await opens(first, other)).toBe(true);
    expect(await grantsOf(other)).toEqual([first.id]);
  });
});
