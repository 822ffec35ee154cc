import { spawn } from 'node:child_process';
import path from 'node:path';
import { streamName } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import {
  appendToOutbox,
  createJetStreamPublisher,
  ensureStream,
  startDurableConsumer,
  startOutboxRelay,
  type Publisher,
} from '../../src';
import {
  connectTestNats,
  createTestSchema,
  effectCount,
  EFFECTS_TABLE,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './support/events-test-env';
import { waitFor } from '../../src/testing/wait-for';

const SCHEMA = 'kit_events_crash';
const PREFIX = testPrefix('crash');
const DURABLE = 'crash-test-projection';
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const CRASHING_RELAY = path.join(__dirname, 'support/crashing-relay.ts');
const CHILD_DEADLINE_MS = 20_000;

let knex: Knex;
let nc: NatsConnection;
/** Closed in afterAll, so a failing assertion cannot leave the process hanging on open handles. */
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  nc = await connectTestNats();
  await ensureStream(nc, { prefix: PREFIX, service: 'maps' });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await nc.close();
  await knex.destroy();
});

/** Runs the crashing relay to its death; resolves with how it ended and what it printed. */
function runCrashingRelay(): Promise<{ signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CRASHING_RELAY], {
      cwd: REPO_ROOT,
      env: { ...process.env, CRASH_SCHEMA: SCHEMA, CRASH_PREFIX: PREFIX },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A relay that never gets to publish must not outlive the test.
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the crashing relay did not crash in time'));
    }, CHILD_DEADLINE_MS);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      clearTimeout(deadline);
      resolve({ signal, stdout, stderr });
    });
  });
}

async function streamMessageCount(): Promise<number> {
  const jsm = await nc.jetstreamManager();
  return (await jsm.streams.info(streamName(PREFIX, 'maps'))).state.messages;
}

async function consumerIsIdle(): Promise<boolean> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.consumers.info(streamName(PREFIX, 'maps'), DURABLE);
  return info.num_pending === 0 && info.num_ack_pending === 0;
}

describe('outbox relay crash between publish and marking the row sent', () => {
  it('re-publishes the row after a restart and the durable consumer still applies the event exactly once', async () => {
    const consumer = await startDurableConsumer({
      nc,
      knex,
      prefix: PREFIX,
      stream: 'maps',
      durableName: DURABLE,
      filterSubjects: ['maps.location.deleted.v1'],
      logger: silentLogger,
      schema: SCHEMA,
      handle: async (event, trx) => {
        await trx(EFFECTS_TABLE).insert({
          event_id: event.id,
          note: `location ${event.payload.locationId} deleted`,
        });
      },
    });
    cleanups.push(consumer.stop);
    const event = await knex.transaction((trx) =>
      appendToOutbox(trx, {
        type: 'maps.location.deleted.v1',
        aggregateId: '7',
        payload: locationDeleted(7, 70),
      }),
    );

    const crashed = await runCrashingRelay();
    expect(crashed.stderr).toBe('');
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.stdout).toBe(`published ${event.id}\n`);
    // JetStream has the event, but the relay died before recording that in the outbox.
    expect(await streamMessageCount()).toBe(1);
    expect((await knex('outbox').where({ id: event.id }).first()).published_at).toBeNull();

    const acks: boolean[] = [];
    const jetStream = createJetStreamPublisher({ nc, prefix: PREFIX });
    cleanups.push(jetStream.close);
    const recording: Publisher = {
      isAvailable: jetStream.isAvailable,
      publish: async (published) => {
        const ack = await jetStream.publish(published);
        acks.push(ack.duplicate);
        return ack;
      },
    };
    const relay = await startOutboxRelay({
      knex,
      nc,
      prefix: PREFIX,
      logger: silentLogger,
      service: 'maps',
      schema: SCHEMA,
      publisher: recording,
    });
    cleanups.push(relay.stop);

    await waitFor('the row to be marked published', async () => {
      const row = await knex('outbox').where({ id: event.id }).first();
      return row.published_at !== null;
    });
    expect(acks).toEqual([true]);
    expect(await streamMessageCount()).toBe(1);

    await waitFor(
      'the consumer to apply the event and settle',
      async () => (await effectCount(knex, event.id)) === 1 && (await consumerIsIdle()),
    );
    expect(await effectCount(knex, event.id)).toBe(1);
    expect(await knex('processed_events').where({ consumer: DURABLE, event_id: event.id })).toHaveLength(1);
  }, 30_000);
});
