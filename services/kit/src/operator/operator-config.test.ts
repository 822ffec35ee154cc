import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveOperatorConfig } from './operator-config';

function rootWithPlatform(state: object | null): string {
  const root = mkdtempSync(join(tmpdir(), 'operator-config-'));
  if (state !== null) {
    mkdirSync(join(root, '.data', 'run'), { recursive: true });
    writeFileSync(join(root, '.data', 'run', 'platform.json'), JSON.stringify(state));
  }
  return root;
}

const RUNNING = {
  databaseUrl: 'postgres://postgres@127.0.0.1:54329/groupmap',
  natsUrl: 'nats://127.0.0.1:4333',
  processes: [
    { name: 'auth', env: { EVENTS_PREFIX: 'run-auth' } },
    { name: 'maps', env: { EVENTS_PREFIX: 'run-maps', S3_ACCESS_KEY: 'from-platform' } },
  ],
};

describe('resolveOperatorConfig', () => {
  it("takes what is unset from the running platform, the prefix and settings from the service's environment", () => {
    const root = rootWithPlatform(RUNNING);
    const config = resolveOperatorConfig('maps', { NATS_URL: 'nats://mine:1', S3_BUCKET: 'mine' }, root);
    expect(config).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:54329/groupmap',
      natsUrl: 'nats://mine:1',
      eventsPrefix: 'run-maps',
      sources: { databaseUrl: 'platform', natsUrl: 'environment', eventsPrefix: 'platform' },
      stateFile: join(root, '.data', 'run', 'platform.json'),
    });
    expect(config.serviceEnv).toMatchObject({ S3_ACCESS_KEY: 'from-platform', S3_BUCKET: 'mine' });
  });

  it('lets the environment win and falls back to the defaults without a platform', () => {
    expect(resolveOperatorConfig('auth', { EVENTS_PREFIX: 'p' }, rootWithPlatform(null))).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/groupmap',
      natsUrl: 'nats://127.0.0.1:4222',
      eventsPrefix: 'p',
      stateFile: null,
    });
  });

  it("reads a setting from <KEY>_FILE, as in the service's container where the database URL is a secret file", () => {
    const root = rootWithPlatform(null);
    const file = join(root, 'database-url');
    writeFileSync(file, 'postgres://auth:secret@postgres:5432/groupmap\n');
    expect(resolveOperatorConfig('auth', { DATABASE_URL_FILE: file }, root)).toMatchObject({
      databaseUrl: 'postgres://auth:secret@postgres:5432/groupmap',
      sources: { databaseUrl: 'environment' },
    });
  });
});
