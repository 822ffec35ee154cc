// The live benchmark's own platform: a test platform (testPlatformEnv: fresh data folder, database
// and event prefix, the machine's Postgres and NATS, free ports), so it runs beside a test suite's
// platform or `npm start` instead of refusing to start. Frontends are not rebuilt (no page is
// loaded). stop() drops its database and streams and removes its folder.
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
