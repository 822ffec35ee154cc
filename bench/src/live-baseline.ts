// The parent's side of live-baseline-server.ts: starts the bare `ws` server and gives the benchmark
// what it needs to drive it like Groupmap (the viewers' join, the writer's add, its process).
import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface BaselineServer {
  pid: number;
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

export async function startBaselineServer(): Promise<BaselineServer> {
  const child = fork(join(__dirname, 'live-baseline-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      }),
  };
}

/** The writer's add against the baseline: resolves on its 201, as addLocation does on Groupmap's. */
export async function addToBaseline(url: string, name: string): Promise<void> {
  const response = await fetch(`${url}/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`baseline add: ${response.status}`);
  await response.arrayBuffer();
}
