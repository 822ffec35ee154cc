import { loadRunnerConfig, RunnerConfigError } from './config';

describe('runner configuration', () => {
  it('defaults to the ports of docs/interfaces.md, .data and the groupmap database', () => {
    const config = loadRunnerConfig('/repo', {});
    expect(config.ports).toEqual({
      gateway: 8080,
      gatewayMetrics: 9464,
      auth: 4001,
      maps: 4002,
      realtime: 4003,
      billing: 4004,
      shell: 3000,
      mfMap: 3001,
      mfDashboard: 3002,
      mfBilling: 3003,
      maildevSmtp: 1025,
      maildevWeb: 1080,
    });
    expect(config.dataDir).toBe('/repo/.data');
    expect(config.dbName).toBe('groupmap');
    expect(config.build).toBe(true);
    expect(config.postgres.mode).toBe('auto');
    expect(config.mail).toEqual({ smtpUrl: undefined, smtpUrlFile: undefined });
  });

  it('takes every port, the data folder and the forcing switches from the environment', () => {
    const config = loadRunnerConfig('/repo', {
      GATEWAY_PORT: '18080',
      MF_MAP_PORT: '13001',
      GROUPMAP_DATA_DIR: 'tmp/run',
      GROUPMAP_DB_NAME: 'groupmap_smoke',
      GROUPMAP_POSTGRES: 'embedded',
      GROUPMAP_POSTGRES_PORT: '55432',
      MAILDEV_SMTP_PORT: '11025',
      MAILDEV_WEB_PORT: '11080',
      SMTP_URL: 'smtp://relay.example.com:587',
    });
    expect(config.ports.gateway).toBe(18080);
    expect(config.ports.mfMap).toBe(13001);
    expect(config.dataDir).toBe('/repo/tmp/run');
    expect(config.dbName).toBe('groupmap_smoke');
    expect(config.postgres).toEqual({ url: undefined, mode: 'embedded', embeddedPort: 55432 });
    expect([config.ports.maildevSmtp, config.ports.maildevWeb]).toEqual([11025, 11080]);
    expect(config.mail.smtpUrl).toBe('smtp://relay.example.com:587');
  });

  it('takes 0 for any port, GATEWAY_METRICS_PORT included, as a free one to pick at start', () => {
    const config = loadRunnerConfig('/repo', {
      GATEWAY_METRICS_PORT: '0',
      AUTH_PORT: '0',
      MAPS_PORT: '0',
      GROUPMAP_S3_PORT: '0',
    });
    expect([config.ports.gatewayMetrics, config.ports.auth, config.ports.maps]).toEqual([0, 0, 0]);
    expect(config.s3.embeddedPort).toBe(0);
  });

  it('keeps the gateway on loopback unless GATEWAY_HOST names its addresses', () => {
    expect(loadRunnerConfig('/repo', {}).gatewayHosts).toBeUndefined();
    expect(loadRunnerConfig('/repo', { GATEWAY_HOST: '0.0.0.0, ::' }).gatewayHosts).toEqual([
      '0.0.0.0',
      '::',
    ]);
  });

  it('runs one realtime replica unless REALTIME_REPLICAS asks for up to four', () => {
    expect(loadRunnerConfig('/repo', {}).extraRealtimePorts).toEqual([]);
    expect(loadRunnerConfig('/repo', { REALTIME_REPLICAS: '2' }).extraRealtimePorts).toEqual([0]);
    expect(loadRunnerConfig('/repo', { REALTIME_REPLICAS: '4' }).extraRealtimePorts).toEqual([0, 0, 0]);
    for (const wrong of ['0', '5', '1.5', 'two']) {
      expect(() => loadRunnerConfig('/repo', { REALTIME_REPLICAS: wrong })).toThrow(
        `REALTIME_REPLICAS: must be a whole number from 1 to 4, got "${wrong}"`,
      );
    }
  });

  it('skips the frontend build with --no-build', () => {
    expect(loadRunnerConfig('/repo', {}, ['--no-build']).build).toBe(false);
  });

  it('lists every invalid setting at once', () => {
    const load = () =>
      loadRunnerConfig('/repo', {
        AUTH_PORT: 'abc',
        GROUPMAP_NATS: 'docker',
        MAPS_PORT: '8080',
        S3_BUCKET: 'x',
        GROUPMAP_POSTGRES_PORT: '-1',
        GATEWAY_HOST: 'everywhere',
      });
    expect(load).toThrow(RunnerConfigError);
    try {
      load();
    } catch (error) {
      expect((error as RunnerConfigError).problems).toEqual([
        'AUTH_PORT: must be a port number (1-65535, or 0 for a free one), got "abc"',
        'S3_BUCKET: must be at least 3 characters, got "x"',
        'GATEWAY_HOST: must be IP addresses separated by commas (e.g. 0.0.0.0), got "everywhere"',
        'GROUPMAP_POSTGRES_PORT: must be a port number (1-65535, or 0 for a free one), got "-1"',
        'GROUPMAP_NATS: must be "auto" or "embedded", got "docker"',
        "MAPS_PORT: port 8080 is also gateway's port",
      ]);
    }
  });
});
