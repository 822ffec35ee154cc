import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { generateIdentityKeyPair } from '../identity/key-pair';
import { baseServiceSchema, portSchema } from './base-service-schema';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';

const { publicKey } = generateIdentityKeyPair();
const schema = baseServiceSchema.extend({ PORT: portSchema(4001), FEATURE_LIMIT: z.coerce.number().int() });

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n').slice(1);
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults when only the required keys are set', () => {
    const config = loadConfig(schema, { IDENTITY_PUBLIC_KEY: publicKey, FEATURE_LIMIT: '3' });
    expect(config).toEqual({
      PORT: 4001,
      LISTEN_HOST: [],
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/groupmap',
      NATS_URL: 'nats://127.0.0.1:4222',
      EVENTS_PREFIX: '',
      NATS_STREAM_REPLICAS: 1,
      LOG_LEVEL: 'info',
      IDENTITY_PUBLIC_KEY: publicKey.trim(),
      FEATURE_LIMIT: 3,
    });
  });

  it('lists every missing or invalid key on its own line', () => {
    const problems = problemsOf(() =>
      loadConfig(schema, {
        PORT: 'eighty',
        LISTEN_HOST: '127.0.0.1,localhost',
        DATABASE_URL: 'mysql://db',
        LOG_LEVEL: 'loud',
        EVENTS_PREFIX: 'a.b',
        NATS_STREAM_REPLICAS: '6',
      }),
    );
    expect(problems.map((line) => line.trim().split(':')[0])).toEqual(
      expect.arrayContaining([
        'PORT',
        'LISTEN_HOST',
        'DATABASE_URL',
        'LOG_LEVEL',
        'EVENTS_PREFIX',
        'NATS_STREAM_REPLICAS',
        'IDENTITY_PUBLIC_KEY',
        'FEATURE_LIMIT',
      ]),
    );
    expect(problems).toHaveLength(8);
    expect(problems).toContain('  IDENTITY_PUBLIC_KEY: is required (set it or IDENTITY_PUBLIC_KEY_FILE)');
  });

  it('reads LISTEN_HOST as a list of addresses, spaces and empty entries ignored', () => {
    const config = loadConfig(schema, {
      IDENTITY_PUBLIC_KEY: publicKey,
      FEATURE_LIMIT: '3',
      LISTEN_HOST: ' 127.0.0.1, ::1,',
    });
    expect(config.LISTEN_HOST).toEqual(['127.0.0.1', '::1']);
  });

  it('reads a key from the file named by <KEY>_FILE', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-config-'));
    const file = join(dir, 'identity.pem');
    writeFileSync(file, publicKey);
    const config = loadConfig(schema, { IDENTITY_PUBLIC_KEY_FILE: file, FEATURE_LIMIT: '1' });
    expect(config.IDENTITY_PUBLIC_KEY).toBe(publicKey.trim());
  });

  it('reports an unreadable key file by name', () => {
    const problems = problemsOf(() =>
      loadConfig(schema, { IDENTITY_PUBLIC_KEY_FILE: '/nonexistent/identity.pem', FEATURE_LIMIT: '1' }),
    );
    expect(problems).toContain('  IDENTITY_PUBLIC_KEY_FILE: cannot read /nonexistent/identity.pem (ENOENT)');
  });

  it('accepts a PEM key written on one line with \\n escapes, and refuses text that is not a key', () => {
    const oneLine = publicKey.trim().replace(/\n/g, '\\n');
    expect(loadConfig(schema, { IDENTITY_PUBLIC_KEY: oneLine, FEATURE_LIMIT: '1' }).IDENTITY_PUBLIC_KEY).toBe(
      publicKey.trim(),
    );
    const problems = problemsOf(() =>
      loadConfig(schema, { IDENTITY_PUBLIC_KEY: 'not a key', FEATURE_LIMIT: '1' }),
    );
    expect(problems).toEqual([
      '  IDENTITY_PUBLIC_KEY: must be a PEM public key (-----BEGIN PUBLIC KEY-----)',
    ]);
  });

  it('treats empty values as unset, so defaults still apply', () => {
    const config = loadConfig(schema, {
      IDENTITY_PUBLIC_KEY: publicKey,
      FEATURE_LIMIT: '2',
      PORT: '',
      LOG_LEVEL: ' ',
    });
    expect(config.PORT).toBe(4001);
    expect(config.LOG_LEVEL).toBe('info');
  });
});
