import type { NatsConnection } from 'nats';
import { nanos, StorageType } from 'nats';
import { ensureStream, ensureStreamExists } from '../../src';
import { connectTestNats, testPrefix } from './support/events-test-env';

const PREFIX = testPrefix('streams');
const TWO_MINUTES_NS = nanos(2 * 60_000);

let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectTestNats();
});

afterAll(async () => {
  await nc.close();
});

async function streamConfig(name: string) {
  const jsm = await nc.jetstreamManager();
  return (await jsm.streams.info(name)).config;
}

describe('ensureStream', () => {
  it("creates the producer's file-backed stream over its subjects with a two-minute duplicate window and one replica", async () => {
    const name = await ensureStream(nc, { prefix: PREFIX, service: 'billing' });

    expect(name).toBe(`${PREFIX.toUpperCase()}_BILLING`);
    expect(await streamConfig(name)).toMatchObject({
      subjects: [`${PREFIX}.billing.>`],
      storage: StorageType.File,
      duplicate_window: TWO_MINUTES_NS,
      num_replicas: 1,
    });
  });

  it('brings an existing stream back to the current settings and is safe to call again', async () => {
    const name = await ensureStream(nc, { prefix: PREFIX, service: 'auth' });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.update(name, { duplicate_window: nanos(5_000) });

    // The replica count is sent on update too (one NATS server here takes only 1).
    await ensureStream(nc, { prefix: PREFIX, service: 'auth', replicas: 1 });
    await ensureStream(nc, { prefix: PREFIX, service: 'auth' });

    expect(await streamConfig(name)).toMatchObject({ duplicate_window: TWO_MINUTES_NS, num_replicas: 1 });
  });

  it('leaves an existing stream as its producer set it when a consumer only makes sure it exists', async () => {
    const name = await ensureStream(nc, { prefix: PREFIX, service: 'maps', maxAgeMs: 60 * 60_000 });

    await ensureStreamExists(nc, { prefix: PREFIX, service: 'maps' });

    expect((await streamConfig(name)).max_age).toBe(nanos(60 * 60_000));
  });
});
