import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePlanSetConfig } from './plan-set-config';

function rootWithPlatform(state: object | string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'plan-set-'));
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
  runnerPid: 1234,
  status: 'running',
  databaseUrl: 'postgres://postgres@127.0.0.1:54329/groupmap',
  natsUrl: 'nats://127.0.0.1:4333',
  processes: [
    { name: 'auth', env: { EVENTS_PREFIX: 'other' } },
    { name: 'billing', env: { EVENTS_PREFIX: 'run1', DATABASE_URL: 'postgres://ignored/x' } },
  ],
};

describe('resolvePlanSetConfig', () => {
  it('takes what the environment sets', () => {
    const config = resolvePlanSetConfig(
      { DATABASE_URL: 'postgres://db/x', NATS_URL: 'nats://n:1', EVENTS_PREFIX: 'p' },
      rootWithPlatform(RUNNING),
    );
    expect(config).toMatchObject({
      databaseUrl: 'postgres://db/x',
      natsUrl: 'nats://n:1',
      eventsPrefix: 'p',
      sources: { databaseUrl: 'environment', natsUrl: 'environment', eventsPrefix: 'environment' },
    });
  });

  it("reads a setting from <KEY>_FILE, as in billing's container where the database URL is a secret file", () => {
    const root = rootWithPlatform(null);
    const file = join(root, 'database-url');
    writeFileSync(file, 'postgres://billing:secret@postgres:5432/groupmap\n');
    expect(resolvePlanSetConfig({ DATABASE_URL_FILE: file }, root)).toMatchObject({
      databaseUrl: 'postgres://billing:secret@postgres:5432/groupmap',
      sources: { databaseUrl: 'environment' },
    });
  });

  it("takes what is unset from the running platform's state file, the prefix from billing's environment", () => {
    const root = rootWithPlatform(RUNNING);
    expect(resolvePlanSetConfig({ NATS_URL: 'nats://mine:1' }, root)).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:54329/groupmap',
      natsUrl: 'nats://mine:1',
      eventsPrefix: 'run1',
      sources: { databaseUrl: 'platform', natsUrl: 'environment', eventsPrefix: 'platform' },
      stateFile: join(root, '.data', 'run', 'platform.json'),
    });
  });

  it('reads the state file from GROUPMAP_DATA_DIR when it is set', () => {
    const root = rootWithPlatform(null);
    const dataDir = join(root, 'elsewhere');
    mkdirSync(join(dataDir, 'run'), { recursive: true });
    writeFileSync(join(dataDir, 'run', 'platform.json'), JSON.stringify(RUNNING));
    expect(resolvePlanSetConfig({ GROUPMAP_DATA_DIR: 'elsewhere' }, root).natsUrl).toBe(
      'nats://127.0.0.1:4333',
    );
  });

  it('falls back to the documented defaults without a platform or an unreadable state file', () => {
    for (const root of [rootWithPlatform(null), rootWithPlatform('{ not json')]) {
      expect(resolvePlanSetConfig({}, root)).toEqual({
        databaseUrl: 'postgres://postgres@127.0.0.1:5432/groupmap',
        natsUrl: 'nats://127.0.0.1:4222',
        eventsPrefix: '',
        sources: { databaseUrl: 'default', natsUrl: 'default', eventsPrefix: 'default' },
        stateFile: null,
      });
    }
  });
});
