import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSecretFile, generatedSecretEnv } from './secrets';

describe('generated secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'groupmap-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a long random secret once and reuses it on the next run', () => {
    const file = ensureSecretFile(dir, 'csrf-secret');
    const first = readFileSync(file, 'utf8');
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(ensureSecretFile(dir, 'csrf-secret')).toBe(file);
    expect(readFileSync(file, 'utf8')).toBe(first);
  });

  it('replaces a damaged (too short) secret file', () => {
    writeFileSync(join(dir, 'csrf-secret'), 'short');
    expect(readFileSync(ensureSecretFile(dir, 'csrf-secret'), 'utf8').length).toBeGreaterThanOrEqual(48);
  });

  it('passes the generated file as NAME_FILE unless the environment gives the secret', () => {
    expect(generatedSecretEnv({}, dir, 'CSRF_SECRET')).toEqual({
      CSRF_SECRET_FILE: join(dir, 'csrf-secret'),
    });
    expect(generatedSecretEnv({ CSRF_SECRET: 'x'.repeat(40) }, dir, 'CSRF_SECRET')).toEqual({});
    expect(generatedSecretEnv({ CSRF_SECRET_FILE: '/run/secrets/csrf' }, dir, 'CSRF_SECRET')).toEqual({});
  });
});
