import { resolveFreePorts } from './ports';

describe('resolveFreePorts', () => {
  it('gives every 0 a distinct free port and keeps the ports that were set', async () => {
    const ports = await resolveFreePorts({ gateway: 8080, gatewayMetrics: 0, auth: 0, maps: 0 });
    expect(ports.gateway).toBe(8080);
    const picked = [ports.gatewayMetrics, ports.auth, ports.maps];
    for (const port of picked) expect(port).toBeGreaterThan(0);
    expect(new Set(picked).size).toBe(3);
  });
});
