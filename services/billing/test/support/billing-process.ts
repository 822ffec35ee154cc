import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const ENTRY = path.join(ROOT, 'services/billing/src/index.ts');
const START_TIMEOUT_MS = 45_000;

/** How a billing process started by a test ended up. */
export type BillingStart =
  | { outcome: 'exited'; code: number | null; stderr: string }
  | { outcome: 'listening'; port: number; stop(): Promise<void> };

/**
 * Starts the billing service as the runner or a container does (`tsx services/billing/src/index.ts`),
 * with only `env` on top of what every service needs (the database given, the run's NATS and event
 * prefix, the kit's test public key, a free port): nothing leaks in from the test's own environment,
 * Stripe keys included. Resolves when it exits or logs that it listens.
 */
export function startBillingProcess(databaseUrl: string, env: Record<string, string>): Promise<BillingStart> {
  const child = spawn(TSX, [ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      NATS_URL: process.env.NATS_URL,
      EVENTS_PREFIX: process.env.EVENTS_PREFIX,
      IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey,
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  return new Promise<BillingStart>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`billing neither listened nor exited:\n${stdout}\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = listeningPort(stdout);
      if (port === null) return;
      clearTimeout(timer);
      resolve({
        outcome: 'listening',
        port,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ outcome: 'exited', code, stderr });
    });
  });
}

/** The port of pino's `listening` line (startHttpServer logs it), once it is out. */
function listeningPort(output: string): number | null {
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'listening' && typeof entry.port === 'number') return entry.port;
    } catch {
      // A partial line, or not JSON: keep reading.
    }
  }
  return null;
}
