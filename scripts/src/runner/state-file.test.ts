import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlatformState, stateFilePath, writePlatformState, type PlatformState } from './state-file';

const state: PlatformState = {
  runnerPid: process.pid,
  status: 'running',
  startedAt: '2026-11-29T00:00:00.000Z',
  gatewayUrl: 'http://localhost:8080',
  databaseUrl: 'postgres://postgres:secret@127.0.0.1:5432/groupmap',
  processes: [],
};

describe('the state file', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'groupmap-state-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const mode = (path: string) => statSync(path).mode & 0o777;

  it('is readable by its owner alone (0600, in a 0700 folder): it holds the database URL and S3 keys', () => {
    writePlatformState(dataDir, state);
    expect(mode(stateFilePath(dataDir)).toString(8)).toBe('600');
    expect(mode(join(dataDir, 'run')).toString(8)).toBe('700');
    expect(readPlatformState(dataDir)).toEqual(state);
  });

  it('replaces a file an older runner left readable by everyone', () => {
    mkdirSync(join(dataDir, 'run'), { mode: 0o755 });
    writeFileSync(stateFilePath(dataDir), '{}', { mode: 0o644 });
    writePlatformState(dataDir, state);
    expect(mode(stateFilePath(dataDir)).toString(8)).toBe('600');
    expect(mode(join(dataDir, 'run')).toString(8)).toBe('700');
  });
});
