import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveOperatorConfig } from './operator-config';

/** A repository root whose platform state file holds `state` (a string as is: an unreadable file). */
function rootWithPlatform(state: object | string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'operator-config-'));
  if (state !== null) {
    mkdirSync(join(root, '.data', 'run'), { recursive: true });
    writeFileSync(
      join(root, '.data', 'run', 'platform.json'),
      typeof state === 'string' ? state : JSON.stringify(state),
    );
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

  it('lets every setting of the environment win over a running platform', () => {
    const env = { DATABASE_URL: 'postgres://db/x', NATS_URL: 'nats://n:1', EVENTS_PREFIX: 'p' };
    expect(resolveOperatorConfig('maps', env, rootWithPlatform(RUNNING))).toMatchObject({
      databaseUrl: 'postgres://db/x',
      natsUrl: 'nats://n:1',
      eventsPrefix: 'p',
      sources: { databaseUrl: 'environment', natsUrl: 'environment', eventsPrefix: 'environment' },
    });
  });

  it("prefers the platform's own database and NATS to the service's environment there", () => {
    const root = rootWithPlatform({
      ...RUNNING,
      processes: [
        { name: 'billing', env: { DATABASE_URL: 'postgres://ignored/x', NATS_URL: 'nats://ignored:1' } },
      ],
    });
    expect(resolveOperatorConfig('billing', {}, root)).toMatchObject({
      databaseUrl: RUNNING.databaseUrl,
      natsUrl: RUNNING.natsUrl,
      sources: { databaseUrl: 'platform', natsUrl: 'platform' },
    });
  });

  it('reads the state file from GROUPMAP_DATA_DIR when it is set', () => {
    const root = rootWithPlatform(null);
    mkdirSync(join(root, 'elsewhere', 'run'), { recursive: true });
    writeFileSync(join(root, 'elsewhere', 'run', 'platform.json'), JSON.stringify(RUNNING));
    expect(resolveOperatorConfig('auth', { GROUPMAP_DATA_DIR: 'elsewhere' }, root)).toMatchObject({
      natsUrl: RUNNING.natsUrl,
      stateFile: join(root, 'elsewhere', 'run', 'platform.json'),
    });
  });

  it('falls back to the documented defaults and no prefix without a platform or with an unreadable state file', () => {
    for (const root of [rootWithPlatform(null), rootWithPlatform('{ not json')]) {
      expect(resolveOperatorConfig('billing', {}, root)).toMatchObject({
        databaseUrl: 'postgres://postgres@127.0.0.1:5432/groupmap',
        natsUrl: 'nats://127.0.0.1:4222',
        eventsPrefix: '',
        sources: { databaseUrl: 'default', natsUrl: 'default', eventsPrefix: 'default' },
        stateFile: null,
      });
    }
  });
});
