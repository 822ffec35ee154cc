import { closedPort, testIdentityKeys, waitFor } from '@groupmap/svc-kit/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

// Realtime's composition root (src/index.ts) as `npm start` runs it, in a process of its own: it
// keeps nothing in Postgres, so it starts, reports ready and shuts down with no database to reach.
// DATABASE_URL points at a port nobody listens on: a service that opened Postgres (a knex, a
// readiness check, a shutdown step) would show it here.
const SERVICE_DIR = join(__dirname, '..');
/** tsx compiles the service on the way up: seconds on a busy machine. */
const STARTUP_TIMEOUT_MS = 25_000;

interface LogLine {
  msg?: string;
  port?: number;
  step?: string;
}

let child: ChildProcess | undefined;
const lines: LogLine[] = [];

afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

function start(env: Record<string, string>): Promise<number> {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVICE_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return waitFor(
    'realtime to listen',
    () => {
      if (child!.exitCode !== null) throw new Error(`realtime exited ${child!.exitCode}:\n${stderr}`);
      return lines.find((line) => line.msg === 'listening')?.port;
    },
    { timeoutMs: STARTUP_TIMEOUT_MS },
  );
}

it('starts, is ready and shuts down cleanly with Postgres unreachable: it has no database', async () => {
  const port = await start({
    PORT: '0',
    LISTEN_HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/groupmap`,
    NATS_URL: process.env.NATS_URL!,
    EVENTS_PREFIX: `${process.env.EVENTS_PREFIX ?? ''}root${randomBytes(4).toString('hex')}`,
    IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey,
    LOG_LEVEL: 'debug',
  });

  const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok' });

  const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
  child!.kill('SIGTERM');
  expect(await exited).toBe(0);
  // Sockets first, then the HTTP server, its NATS side, and the NATS drain: no Postgres step.
  expect(lines.filter((line) => line.msg === 'shutdown step done').map((line) => line.step)).toEqual([
    'live channel',
    'http',
    'map events',
    'session ends',
    'presence',
    'nats',
  ]);
});
