import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect } from 'nats';
import { loadConfig } from '../../src/config';
import {
  ensureStream,
  inboxPrefix,
  natsAuthOptions,
  natsCredentials,
  natsCredentialsSchema,
} from '../../src';
import { startNatsTestServer } from '../../src/testing';

const ROOT = resolve(__dirname, '../../../..');
// Each test runs the command (npm and tsx starting) twice and starts a nats-server: a busy machine
// takes half a minute over it.
jest.setTimeout(90_000);
const PREFIX = 'cmd';
let secrets: string;

/** `npm run nats:auth-config -- ...`, as README documents it. */
function runCommand(...args: string[]): string {
  return execFileSync(
    'npm',
    ['run', '-s', 'nats:auth-config', '--', '--secrets', secrets, '--prefix', PREFIX, ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
}

/** Connects with the credentials a service reads from `env` (its `<KEY>_FILE` variables), and sets up its stream. */
async function startAsService(url: string, service: 'auth' | 'billing', env: Record<string, string>) {
  const credentials = natsCredentials(loadConfig(natsCredentialsSchema, env));
  const nc = await connect({
    servers: url,
    inboxPrefix: inboxPrefix(PREFIX, service),
    ...natsAuthOptions(credentials),
  });
  try {
    return await ensureStream(nc, { prefix: PREFIX, service });
  } finally {
    await nc.close();
  }
}

beforeEach(() => {
  secrets = mkdtempSync(join(tmpdir(), 'groupmap-nats-secrets-'));
});

afterEach(() => {
  rmSync(secrets, { recursive: true, force: true });
});

describe('npm run nats:auth-config', () => {
  it('writes a server config that admits each service with the nkey seed file it names, and keeps the seeds when run again', async () => {
    const output = runCommand();
    expect(output).toContain(`auth: NATS_NKEY_SEED_FILE=${join(secrets, 'auth.nk')}`);
    const seed = readFileSync(join(secrets, 'auth.nk'), 'utf8');
    runCommand();
    expect(readFileSync(join(secrets, 'auth.nk'), 'utf8')).toBe(seed);

    const server = await startNatsTestServer(readFileSync(join(secrets, 'nats-auth.conf'), 'utf8'));
    try {
      await expect(
        startAsService(server.url, 'auth', { NATS_NKEY_SEED_FILE: join(secrets, 'auth.nk') }),
      ).resolves.toBe('CMD_AUTH');
      // Another service's seed is another user: auth's stream is not billing's to set up.
      await expect(
        startAsService(server.url, 'auth', { NATS_NKEY_SEED_FILE: join(secrets, 'billing.nk') }),
      ).rejects.toThrow(/Permissions Violation/);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('writes users with passwords instead with --passwords', async () => {
    const output = runCommand('--passwords');
    const passwordFile = join(secrets, 'billing.password');
    expect(output).toContain(`billing: NATS_USER=cmd-billing NATS_PASSWORD_FILE=${passwordFile}`);

    const server = await startNatsTestServer(readFileSync(join(secrets, 'nats-auth.conf'), 'utf8'));
    try {
      await expect(
        startAsService(server.url, 'billing', { NATS_USER: 'cmd-billing', NATS_PASSWORD_FILE: passwordFile }),
      ).resolves.toBe('CMD_BILLING');
      await expect(
        startAsService(server.url, 'billing', { NATS_USER: 'cmd-billing', NATS_PASSWORD: 'wrong' }),
      ).rejects.toThrow(/Authorization Violation/i);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
