import { loadRunnerConfig } from './config';
import { resolvePlatformPorts } from './port-claims';

describe('the platform ports', () => {
  it('picks a distinct free port for every 0 and for each extra realtime replica, keeping the others', async () => {
    const config = loadRunnerConfig('/repo', { REALTIME_REPLICAS: '3', AUTH_PORT: '0', MAPS_PORT: '0' });
    await resolvePlatformPorts(config);
    const picked = [config.ports.auth, config.ports.maps, ...config.extraRealtimePorts];
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    for (const port of picked) expect(port).toBeGreaterThan(0);
    expect(config.ports.realtime).toBe(4003);
    expect(config.ports.gateway).toBe(8080);
  });
});
