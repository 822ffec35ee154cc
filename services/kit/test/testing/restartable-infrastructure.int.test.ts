import { connect } from 'nats';
import { Client } from 'pg';
import {
  reachableContainerEngine,
  startRestartableNats,
  startRestartablePostgres,
  type RestartableNats,
  type RestartablePostgres,
} from '../../src/testing';

// The kit's restartable test servers (issue 12), whichever way they run here: containers when
// DOCKER_HOST answers, else processes. What the fault suites rely on: the URL stays the same across a
// restart, the data survives it, and dispose leaves nothing answering.
const stream = `tc${Date.now().toString(36)}`;

async function expectedWay() {
  return (await reachableContainerEngine()) ? 'container' : 'process';
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('restartable NATS', () => {
  let nats: RestartableNats;
  beforeAll(async () => {
    nats = await startRestartableNats();
  }, 60_000);
  afterAll(() => nats?.dispose(), 30_000);

  it('keeps its URL and its JetStream messages across a kill and a start', async () => {
    expect(nats.runsIn).toBe(await expectedWay());
    const nc = await connect({ servers: nats.url });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({ name: stream, subjects: [`${stream}.>`] });
    await nc.jetstream().publish(`${stream}.one`);
    await nc.close();

    await nats.kill();
    expect(nats.running).toBe(false);
    await expect(connect({ servers: nats.url, reconnect: false, timeout: 500 })).rejects.toThrow();
    await nats.start();
    expect(nats.running).toBe(true);

    const again = await connect({ servers: nats.url });
    const info = await (await again.jetstreamManager()).streams.info(stream);
    expect(info.state.messages).toBe(1);
    await again.close();
  }, 60_000);
});

describe('restartable Postgres', () => {
  let postgres: RestartablePostgres;
  beforeAll(async () => {
    postgres = await startRestartablePostgres();
  }, 90_000);
  afterAll(() => postgres?.dispose(), 30_000);

  it('keeps its URL and its committed rows across a crash and a start', async () => {
    expect(postgres.runsIn).toBe(await expectedWay());
    await query(postgres.url, 'CREATE TABLE survivors (name text); INSERT INTO survivors VALUES ($$one$$)');

    await postgres.crash();
    expect(postgres.running).toBe(false);
    await expect(query(postgres.url, 'SELECT 1')).rejects.toThrow();
    await postgres.start();
    expect(postgres.running).toBe(true);

    expect(await query(postgres.url, 'SELECT name FROM survivors')).toEqual([{ name: 'one' }]);
  }, 60_000);

  it('leaves nothing answering on its URL once disposed', async () => {
    const other = await startRestartablePostgres();
    await other.dispose();
    await expect(query(other.url, 'SELECT 1')).rejects.toThrow();
  }, 90_000);
});
