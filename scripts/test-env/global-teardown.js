// Drops the run's database and the JetStream streams created under the run's prefix.
const { Client } = require('pg');
const { connect } = require('nats');

const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

module.exports = async function globalTeardown() {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${process.env.TEST_DB_NAME}" WITH (FORCE)`);
  await admin.end();

  const prefix = process.env.EVENTS_PREFIX;
  const nc = await connect({ servers: process.env.NATS_URL });
  const jsm = await nc.jetstreamManager();
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(`${prefix.toUpperCase()}_`))
      await jsm.streams.delete(stream.config.name);
  }
  await nc.close();
};
