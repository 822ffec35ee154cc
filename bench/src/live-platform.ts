// The live benchmark's own platform: a test platform (testPlatformEnv: fresh data folder, event
// prefix, free ports) with its own embedded Postgres and NATS, the services built on Node 24 as
// `npm start` runs them, so it runs beside a test suite's platform or `npm start` and measures what
// is its own. Frontends are not rebuilt (no page is loaded). stop() removes its folder (and drops its
// database and streams when it was told to use shared servers).
import { rmSync } from 'node:fs';
import { connect } from 'nats';
import pg from 'pg';
import { startPlatform, readPlatformState, testPlatformEnv } from '@groupmap/scripts';

async function dropDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function deleteStreams(natsUrl: string, prefix: string) {
  const nc = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    const jsm = await nc.jetstreamManager();
    for await (const stream of jsm.streams.list())
      if (stream.config.name.startsWith(`${prefix.toUpperCase()}_`))
        await jsm.streams.delete(stream.config.name);
  } finally {
    await nc.close();
  }
}

/** Starts the platform with this process's environment (the caller sets the benchmark's limits first). */
export async function startLivePlatform() {
  // Built on Node 24, as `npm start` runs the platform (issue 27), unless the caller chose otherwise.
  const env: Record<string, string> = {
    ...testPlatformEnv(`lb${Date.now().toString(36)}`),
    GROUPMAP_RUNTIME: process.env.GROUPMAP_RUNTIME ?? 'built',
    // Its own Postgres and NATS (issue 27), on free ports in its data folder: their CPU is the
    // benchmark's alone, never a test run's or a developer's on the machine's shared servers.
    GROUPMAP_POSTGRES: 'embedded',
    GROUPMAP_POSTGRES_PORT: '0',
    GROUPMAP_NATS: 'embedded',
    GROUPMAP_NATS_PORT: '0',
  };
  const platform = await startPlatform({
    env: { ...process.env, ...env },
    build: false,
    write: () => undefined,
  });
  const state = readPlatformState(platform.dataDir);
  return {
    gatewayUrl: platform.gatewayUrl,
    dataDir: platform.dataDir,
    async stop() {
      await platform.stop();
      if (state?.databaseUrl && !state.embeddedPostgres)
        await dropDatabase(state.databaseUrl).catch(() => undefined);
      if (state?.natsUrl) await deleteStreams(state.natsUrl, env.EVENTS_PREFIX!).catch(() => undefined);
      rmSync(env.GROUPMAP_DATA_DIR!, { recursive: true, force: true });
    },
  };
}
