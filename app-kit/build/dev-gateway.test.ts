import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findDevGateway, platformStateFile } from './dev-gateway';

/** A pid no process can have (above Linux's largest pid_max). */
const NO_SUCH_PID = 2 ** 30;

function rootWithState(state: object | undefined): string {
  const root = mkdtempSync(join(tmpdir(), 'dev-gateway-'));
  if (state) {
    mkdirSync(join(root, '.data', 'run'), { recursive: true });
    writeFileSync(join(root, '.data', 'run', 'platform.json'), JSON.stringify(state));
  }
  return root;
}

describe('findDevGateway', () => {
  it('uses the gateway the running platform recorded', () => {
    const root = rootWithState({ runnerPid: process.pid, gatewayUrl: 'http://localhost:9080' });
    expect(findDevGateway(root, {})).toEqual({ url: 'http://localhost:9080', source: 'state-file' });
  });

  it('lets GATEWAY_URL win over the state file', () => {
    const root = rootWithState({ runnerPid: process.pid, gatewayUrl: 'http://localhost:9080' });
    expect(findDevGateway(root, { GATEWAY_URL: 'http://127.0.0.1:7000' })).toEqual({
      url: 'http://127.0.0.1:7000',
      source: 'GATEWAY_URL',
    });
  });

  it('falls back to http://localhost:8080 without a state file, or when its runner is gone', () => {
    expect(findDevGateway(rootWithState(undefined), {})).toEqual({
      url: 'http://localhost:8080',
      source: 'default',
    });
    const stale = rootWithState({ runnerPid: NO_SUCH_PID, gatewayUrl: 'http://localhost:9080' });
    expect(findDevGateway(stale, {}).source).toBe('default');
  });

  it('finds the state file in GROUPMAP_DATA_DIR, relative to the root or absolute', () => {
    expect(platformStateFile('/repo', { GROUPMAP_DATA_DIR: 'other' })).toBe('/repo/other/run/platform.json');
    expect(platformStateFile('/repo', { GROUPMAP_DATA_DIR: '/var/gm' })).toBe('/var/gm/run/platform.json');
    expect(platformStateFile('/repo', {})).toBe('/repo/.data/run/platform.json');
  });

  it('refuses a GATEWAY_URL that is not an http(s) URL', () => {
    expect(() => findDevGateway(rootWithState(undefined), { GATEWAY_URL: 'localhost:8080' })).toThrow(
      /GATEWAY_URL must be an http\(s\):\/\/ URL/,
    );
  });
});
