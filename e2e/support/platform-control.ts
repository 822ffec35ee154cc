// Lets a test act as an operator of the running platform: find each process in the runner's state
// file, stop one remote's server, serve a dist folder on that remote's port in its place.
import type { FrontendName } from '@groupmap/contracts';
import { stopPid, readPlatformState } from '@groupmap/scripts';
import { parseFallback, startStaticServer, type StaticServer } from '@groupmap/frontend-server';

export type { FrontendName };

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through `npm test` or the e2e global setup');
  return dir;
}

/** The runner's record of one process: pid, port and the command line it was started with. */
export function platformProcess(name: string) {
  const entry = readPlatformState(dataDir())?.processes.find((process) => process.name === name);
  if (!entry) throw new Error(`the running platform has no process named ${name}`);
  return entry;
}

function argument(args: string[], flag: string): string[] {
  return args.flatMap((value, index) => (args[index - 1] === flag ? [value] : []));
}

/** Stops a static server the runner started, as an operator would (SIGTERM to its process group). */
export async function stopFrontendServer(name: FrontendName): Promise<void> {
  const { pid } = platformProcess(name);
  if (pid !== undefined) await stopPid(-pid, 'SIGTERM', 5000);
}

/**
 * Serves `root` on the port and with the page fallbacks of the runner's server for `name` (the
 * original dist folder by default): a redeploy, or bringing a stopped server back.
 */
export function serveFrontend(name: FrontendName, root?: string): Promise<StaticServer> {
  const { args, port } = platformProcess(name);
  return startStaticServer({
    root: root ?? argument(args, '--root')[0]!,
    port: port!,
    fallbacks: argument(args, '--fallback').map(parseFallback),
  });
}
