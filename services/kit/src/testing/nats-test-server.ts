import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The nats-server binary the tests start (NATS_SERVER_BIN overrides it). */
const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const START_TIMEOUT_MS = 10_000;
const LISTENING = /Listening for client connections on [^\s]+:(\d+)/;
/** How nats-server logs a refused publish or subscription (at error level, with no -D or -V). */
const VIOLATION = /(Publish|Subscription) Violation - .*$/;

export interface NatsTestServer {
  /** `nats://127.0.0.1:<port>`, a free port the server picked. */
  url: string;
  /** Every permission violation the server logged so far, e.g. `Publish Violation - User "maps", Subject "..."`. */
  violations(): string[];
  /** Stops the server and removes its configuration and JetStream storage. */
  stop(): Promise<void>;
}

/**
 * Starts a nats-server of the test's own, with JetStream (`-js -sd <tmp dir>`), on a free port of
 * 127.0.0.1 and with `config` (nats-server configuration text, e.g. an authorization block), and
 * records the permission violations it logs. Never touches the machine's server on 4222.
 */
export async function startNatsTestServer(config: string): Promise<NatsTestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'groupmap-nats-'));
  const configFile = join(directory, 'nats.conf');
  writeFileSync(configFile, config);
  const child = spawn(
    NATS_SERVER_BIN,
    ['-js', '-sd', join(directory, 'jetstream'), '-c', configFile, '-a', '127.0.0.1', '-p', '-1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // 'close', not 'exit': by then every line the server wrote has been read, violations included.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const violations: string[] = [];
  let output = '';

  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`nats-server did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      const violation = VIOLATION.exec(line);
      if (violation) violations.push(violation[0]);
      const listening = LISTENING.exec(line);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    let pending = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited:\n${output}`));
    });
  }).catch((error: unknown) => {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  });

  return {
    url: `nats://127.0.0.1:${port}`,
    violations: () => [...violations],
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
