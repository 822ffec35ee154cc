import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** Where `npm start` serves the platform unless GATEWAY_PORT moves it. */
export const DEFAULT_GATEWAY_URL = 'http://localhost:8080';

export interface DevGateway {
  /** The gateway's URL, which is also the public origin the platform's pages are served from. */
  url: string;
  /** Where the URL came from, for the line the dev server prints. */
  source: 'GATEWAY_URL' | 'state-file' | 'default';
}

/**
 * `<data dir>/run/platform.json`, written by `npm start` (scripts/src/runner/state-file.ts). Read here
 * as plain JSON: the frontends' build helpers do not depend on the scripts workspace.
 */
export function platformStateFile(rootDir: string, env: Record<string, string | undefined>): string {
  const dataDir = env.GROUPMAP_DATA_DIR?.trim() || '.data';
  return join(isAbsolute(dataDir) ? dataDir : resolve(rootDir, dataDir), 'run', 'platform.json');
}

/** True while a process with that pid exists (the runner that wrote the state file). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The gateway URL recorded by a platform whose runner still runs, if any. */
function runningPlatformGateway(stateFile: string): string | undefined {
  if (!existsSync(stateFile)) return undefined;
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      runnerPid?: unknown;
      gatewayUrl?: unknown;
    };
    if (typeof state.gatewayUrl !== 'string' || !URL.canParse(state.gatewayUrl)) return undefined;
    if (typeof state.runnerPid !== 'number' || !processExists(state.runnerPid)) return undefined;
    return state.gatewayUrl;
  } catch {
    return undefined;
  }
}

/**
 * The gateway a dev server proxies to: GATEWAY_URL when set (an explicit choice wins), else the one
 * the running platform recorded (so a platform moved with GATEWAY_PORT is still found), else
 * http://localhost:8080.
 */
export function findDevGateway(rootDir: string, env: Record<string, string | undefined>): DevGateway {
  const configured = env.GATEWAY_URL?.trim();
  if (configured) {
    if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol)) {
      throw new Error(`GATEWAY_URL must be an http(s):// URL, got "${configured}"`);
    }
    return { url: configured, source: 'GATEWAY_URL' };
  }
  const recorded = runningPlatformGateway(platformStateFile(rootDir, env));
  if (recorded) return { url: recorded, source: 'state-file' };
  return { url: DEFAULT_GATEWAY_URL, source: 'default' };
}
