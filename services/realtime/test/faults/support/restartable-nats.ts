import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** The nats-server binary the tests start (NATS_SERVER_BIN overrides it), as the kit's test servers. */
const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const START_TIMEOUT_MS = 10_000;
const READY = /Server is ready/;

/** A nats-server of the test's own that can be stopped and started again on the same port and storage. */
export interface RestartableNats {
  /** `nats://127.0.0.1:<port>`: the same across restarts, so clients reconnect to it. */
  url: string;
  /** Kills the server at once (SIGKILL: no lame-duck goodbye, as a crash). */
  kill(): Promise<void>;
  /** Starts it again with the JetStream storage it had (streams and their messages survive). */
  start(): Promise<void>;
  /** Whether the server is up (a test that failed half-way may have left it down). */
  readonly running: boolean;
  /** Stops it for good and removes its storage. */
  dispose(): Promise<void>;
}

/**
 * Starts a nats-server with JetStream on a free port of 127.0.0.1, with no authorization (the
 * permission tests cover that); never the machine's server on 4222.
 */
export async function startRestartableNats(): Promise<RestartableNats> {
  const directory = mkdtempSync(join(tmpdir(), 'groupmap-faults-nats-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const process_ = spawn(
      NATS_SERVER_BIN,
      ['-js', '-sd', join(directory, 'jetstream'), '-a', '127.0.0.1', '-p', String(port)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = process_;
    exited = new Promise<void>((resolve) => process_.once('close', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`nats-server did not start:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (READY.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      process_.stdout!.on('data', onData);
      process_.stderr!.on('data', onData);
      process_.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`nats-server exited:\n${output}`));
      });
    });
  };

  const kill = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    kill,
    start,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async dispose() {
      await kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
