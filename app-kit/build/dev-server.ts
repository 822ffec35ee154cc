import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findDevGateway, type DevGateway } from './dev-gateway';
import { chooseDevPort } from './dev-port';

/** The repository root, where `npm start` keeps its data directory (`.data/` unless moved). */
const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What `rspack serve` needs beyond the build: where to listen and which gateway to proxy to. */
export interface DevServerSettings {
  port: number;
  gatewayUrl: string;
}

/** The `env` the rspack CLI hands a config function; `RSPACK_SERVE` is set by `rspack serve` only. */
export interface RspackCliEnv {
  RSPACK_SERVE?: boolean;
}

export interface DevServerRequest {
  /** The app's folder name, printed with its URL. */
  app: string;
  /** The port the app is usually served on (the same as its static server's under `npm start`). */
  usualPort: number;
}

const GATEWAY_SOURCES: Record<DevGateway['source'], string> = {
  GATEWAY_URL: 'GATEWAY_URL',
  'state-file': 'the running platform',
  default: 'the default; no running platform found, start it with `npm start` or set GATEWAY_URL',
};

/**
 * For `rspack serve` only (undefined for a build, which must not look at ports): the usual port or a
 * free one when the running platform holds it, and the gateway to proxy to. Prints the URL to open.
 */
export async function devServerSettings(
  cliEnv: RspackCliEnv | undefined,
  { app, usualPort }: DevServerRequest,
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
): Promise<DevServerSettings | undefined> {
  if (!cliEnv?.RSPACK_SERVE) return undefined;
  const gateway = findDevGateway(ROOT_DIR, env);
  const { port, usual } = await chooseDevPort(usualPort);
  const moved = usual ? '' : ` (port ${usualPort} is taken, probably by the running platform)`;
  print(`${app}: open http://localhost:${port}/${moved}`);
  print(`${app}: /api and /ws/ go to the gateway at ${gateway.url} (${GATEWAY_SOURCES[gateway.source]})`);
  return { port, gatewayUrl: gateway.url };
}
