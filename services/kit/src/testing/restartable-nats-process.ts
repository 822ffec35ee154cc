import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import type { RestartableNats } from './restartable-nats';

/**
 * The nats-server binary the tests start (NATS_SERVER_BIN overrides it), as the kit's test servers;
 * read at each start, so a caller that installs the binary first (the soak) can name it.
 */
const natsServerBin = () => process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const START_TIMEOUT_MS = 10_000;
const READY = /Server is ready/;

/** The process way of `startRestartableNats`: a nats-server on a free port of 127.0.0.1. */
/** A nats-server process: restartable, with its pid for the soak's CPU and memory figures. */
export interface NatsProcess extends RestartableNats {
  readonly pid: number | undefined;
}

export async function startNatsProcess(): Promise<NatsProcess> {
  const directory = mkdtempSync(join(tmpdir(), 'groupmap-faults-nats-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const process_ = spawn(
      natsServerBin(),
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
    runsIn: 'process',
    kill,
    start,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async dispose() {
      await kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
