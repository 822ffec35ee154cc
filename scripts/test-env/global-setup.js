// Gives one integration run its own database and its own NATS subject/stream prefix, so runs on the
// same machine (or CI beside a developer) never collide. Tests read TEST_DATABASE_URL, NATS_URL and
// EVENTS_PREFIX from the environment jest passes to its workers.
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

module.exports = async function globalSetup() {
  const runId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dbName = `groupmap_test_${runId}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_DB_NAME = dbName;
  process.env.EVENTS_PREFIX = runId;
  process.env.NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
};
