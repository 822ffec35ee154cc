import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRunnerConfig } from './config';
import { migrateServices } from './migrations';
import { processNames } from './process-names';
import { gatewayPlan, servicePlan, SERVICES, staticPlan, usesDatabase } from './process-table';

const infra = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/groupmap',
  natsUrl: 'nats://127.0.0.1:4222',
  s3: {
    endpoint: 'http://127.0.0.1:9000',
    accessKey: 'k',
    secretKey: 's',
    bucket: 'groupmap-logos',
    region: 'us-east-1',
  },
};

describe('process table', () => {
  const config = loadRunnerConfig('/repo', {
    GATEWAY_PORT: '18080',
    GATEWAY_METRICS_PORT: '19464',
    AUTH_PORT: '14001',
    SHELL_PORT: '13000',
    EVENTS_PREFIX: 'run1',
  });

  it('points the gateway at every upstream on its configured port, with the private key', () => {
    const { spec, readiness } = gatewayPlan(config, infra, {
      IDENTITY_PRIVATE_KEY_FILE: '/keys/private.pem',
    });
    expect(spec.port).toBe(18080);
    expect(spec.env).toMatchObject({
      PORT: '18080',
      METRICS_PORT: '19464',
      PUBLIC_ORIGIN: 'http://localhost:18080',
      AUTH_URL: 'http://127.0.0.1:14001',
      MAPS_URL: 'http://127.0.0.1:4002',
      SHELL_URL: 'http://127.0.0.1:13000',
      MF_BILLING_URL: 'http://127.0.0.1:3003',
      NATS_URL: 'nats://127.0.0.1:4222',
      EVENTS_PREFIX: 'run1',
      IDENTITY_PRIVATE_KEY_FILE: '/keys/private.pem',
    });
    expect(readiness.path).toBe('/api/health');
  });

  it('gives every service its port, NATS and the public key, and maps the S3 settings', () => {
    const plans = servicePlan(config, infra, { IDENTITY_PUBLIC_KEY_FILE: '/keys/public.pem' });
    expect(plans.map(({ spec }) => [spec.name, spec.env.PORT, spec.cwd])).toEqual([
      ['auth', '14001', '/repo/services/auth'],
      ['maps', '4002', '/repo/services/maps'],
      ['realtime', '4003', '/repo/services/realtime'],
      ['billing', '4004', '/repo/services/billing'],
    ]);
    for (const { spec, readiness } of plans) {
      expect(spec.env).toMatchObject({
        NATS_URL: infra.natsUrl,
        IDENTITY_PUBLIC_KEY_FILE: '/keys/public.pem',
      });
      expect(spec.env.IDENTITY_PRIVATE_KEY_FILE).toBeUndefined();
      expect(readiness.path).toBe('/readyz');
    }
    const maps = plans.find(({ spec }) => spec.name === 'maps')!.spec.env;
    expect(maps).toMatchObject({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'groupmap-logos',
      S3_ACCESS_KEY: 'k',
    });
    expect(plans.find(({ spec }) => spec.name === 'auth')!.spec.env.S3_ENDPOINT).toBeUndefined();
  });

  it('starts more realtime replicas when asked, each on its own port, and the gateway spreads sockets over them', () => {
    const twice = { ...loadRunnerConfig('/repo', { REALTIME_REPLICAS: '2' }), extraRealtimePorts: [41013] };
    const plans = servicePlan(twice, infra, {});
    const realtime = plans.filter(({ spec }) => spec.cwd === '/repo/services/realtime');
    expect(realtime.map(({ spec }) => [spec.name, spec.port, spec.env.PORT])).toEqual([
      ['realtime', 4003, '4003'],
      ['realtime-2', 41013, '41013'],
    ]);
    const { PORT: _first, ...sameEnv } = realtime[0]!.spec.env;
    const { PORT: _second, ...secondEnv } = realtime[1]!.spec.env;
    expect(secondEnv).toEqual(sameEnv);
    expect(realtime[1]!.spec.args).toEqual(realtime[0]!.spec.args);
    expect(realtime[1]!.readiness).toEqual(realtime[0]!.readiness);

    const gateway = gatewayPlan(twice, infra, {}).spec.env;
    expect(gateway.REALTIME_URL).toBe('http://127.0.0.1:4003');
    expect(gateway.REALTIME_URLS).toBe('http://127.0.0.1:4003,http://127.0.0.1:41013');
    expect(gatewayPlan(config, infra, {}).spec.env.REALTIME_URLS).toBeUndefined();
    expect(processNames(twice)).toContain('realtime-2');
    expect(processNames(config)).not.toContain('realtime-2');
  });

  it('gives the database to the services that keep data in Postgres, and none to realtime', () => {
    const plans = servicePlan(config, infra, {});
    const databaseOf = (name: string) => plans.find(({ spec }) => spec.name === name)!.spec.env.DATABASE_URL;
    for (const name of ['auth', 'maps', 'billing']) expect(databaseOf(name)).toBe(infra.databaseUrl);
    expect(databaseOf('realtime')).toBeUndefined();
    expect(SERVICES.filter(usesDatabase)).toEqual(['auth', 'maps', 'billing']);
  });

  it('runs the services and the gateway built on the prepared Node under npm start, from source under tsx with --dev', () => {
    const built = loadRunnerConfig('/repo', {});
    built.runtime.node = '/cache/node24/bin/node';
    const builtSpecs = [...servicePlan(built, infra, {}), gatewayPlan(built, infra, {})].map(
      ({ spec }) => spec,
    );
    for (const spec of builtSpecs) {
      expect(spec.command).toBe('/cache/node24/bin/node');
      expect(spec.args).toEqual(['--enable-source-maps', '--max-semi-space-size=4', 'dist/index.js']);
    }
    const dev = loadRunnerConfig('/repo', {}, ['--dev']);
    expect(dev.runtime).toEqual({ mode: 'source', watch: true, node: process.execPath });
    for (const { spec } of servicePlan(dev, infra, {}))
      expect(spec.args).toEqual(['--watch', '--import', 'tsx', 'src/index.ts']);
    // Tests run from source without watching; a runtime that is neither is refused.
    expect(loadRunnerConfig('/repo', { GROUPMAP_RUNTIME: 'source' }).runtime.watch).toBe(false);
    expect(() => loadRunnerConfig('/repo', { GROUPMAP_RUNTIME: 'fast' })).toThrow(/GROUPMAP_RUNTIME/);
  });

  it('migrates the services with a database only: realtime has no migration to run', async () => {
    const realtime = servicePlan(config, infra, {}).filter(({ spec }) => spec.name === 'realtime');
    expect((await migrateServices(realtime, config.runtime)).names).toEqual([]);
  });

  it('runs billing alone with BILLING_TEST_MODE=true, unless the environment chose its checkout', () => {
    const envOf = (plans: ReturnType<typeof servicePlan>, name: string) =>
      plans.find(({ spec }) => spec.name === name)!.spec.env;
    const plans = servicePlan(config, infra, {});
    expect(envOf(plans, 'billing').BILLING_TEST_MODE).toBe('true');
    for (const other of ['auth', 'maps', 'realtime'])
      expect(envOf(plans, other).BILLING_TEST_MODE).toBeUndefined();

    const withStripeKey = loadRunnerConfig('/repo', { STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(envOf(servicePlan(withStripeKey, infra, {}), 'billing').BILLING_TEST_MODE).toBeUndefined();
    const withOwnFlag = loadRunnerConfig('/repo', { BILLING_TEST_MODE: 'false' });
    expect(envOf(servicePlan(withOwnFlag, infra, {}), 'billing').BILLING_TEST_MODE).toBeUndefined();
  });

  it("gives a service's own secrets to that service only", () => {
    const contributorEmailKey = { CONTRIBUTOR_EMAIL_KEY_FILE: '/keys/contributor-email-key' };
    const plans = servicePlan(
      config,
      infra,
      {},
      {
        maps: { MAP_PASSWORD_KEY_FILE: '/keys/map-password-key', ...contributorEmailKey },
        auth: contributorEmailKey,
      },
    );
    const envOf = (name: string) => plans.find(({ spec }) => spec.name === name)!.spec.env;
    expect(envOf('maps').MAP_PASSWORD_KEY_FILE).toBe('/keys/map-password-key');
    for (const other of ['auth', 'realtime', 'billing'])
      expect(envOf(other).MAP_PASSWORD_KEY_FILE).toBeUndefined();
    for (const shared of ['auth', 'maps'])
      expect(envOf(shared).CONTRIBUTOR_EMAIL_KEY_FILE).toBe('/keys/contributor-email-key');
    for (const other of ['realtime', 'billing'])
      expect(envOf(other).CONTRIBUTOR_EMAIL_KEY_FILE).toBeUndefined();
  });

  it("points auth alone at maildev's SMTP port, or at the SMTP server the user named", () => {
    const smtpOf = (plans: ReturnType<typeof servicePlan>, name: string) => {
      const env = plans.find(({ spec }) => spec.name === name)!.spec.env;
      return { SMTP_URL: env.SMTP_URL, SMTP_URL_FILE: env.SMTP_URL_FILE };
    };
    const withMaildev = servicePlan(loadRunnerConfig('/repo', { MAILDEV_SMTP_PORT: '11025' }), infra, {});
    expect(smtpOf(withMaildev, 'auth')).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:11025',
      SMTP_URL_FILE: undefined,
    });
    for (const other of ['maps', 'realtime', 'billing'])
      expect(smtpOf(withMaildev, other)).toEqual({ SMTP_URL: undefined, SMTP_URL_FILE: undefined });

    const relay = loadRunnerConfig('/repo', { SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' });
    expect(smtpOf(servicePlan(relay, infra, {}), 'auth').SMTP_URL).toBe(
      'smtps://mailer:secret@smtp.example.com:465',
    );
    const fromFile = loadRunnerConfig('/repo', { SMTP_URL_FILE: '/run/secrets/smtp-url' });
    expect(smtpOf(servicePlan(fromFile, infra, {}), 'auth')).toEqual({
      SMTP_URL: undefined,
      SMTP_URL_FILE: '/run/secrets/smtp-url',
    });
  });

  describe('listening addresses', () => {
    const loopback = { ...config, listenHosts: ['127.0.0.1', '::1'] };

    it('keeps every service, the gateway and its metrics on the loopback addresses', () => {
      for (const { spec } of servicePlan(loopback, infra, {}))
        expect({ name: spec.name, host: spec.env.LISTEN_HOST }).toEqual({
          name: spec.name,
          host: '127.0.0.1,::1',
        });
      expect(gatewayPlan(loopback, infra, {}).spec.env).toMatchObject({
        GATEWAY_HOST: '127.0.0.1,::1',
        LISTEN_HOST: '127.0.0.1,::1',
      });
    });

    it("opens the gateway's public port at GATEWAY_HOST alone, its metrics staying on loopback", () => {
      const open = { ...loopback, gatewayHosts: ['0.0.0.0'] };
      expect(gatewayPlan(open, infra, {}).spec.env).toMatchObject({
        GATEWAY_HOST: '0.0.0.0',
        LISTEN_HOST: '127.0.0.1,::1',
      });
      for (const { spec } of servicePlan(open, infra, {})) expect(spec.env.LISTEN_HOST).toBe('127.0.0.1,::1');
    });

    it('gives each static server every loopback address', () => {
      // Two built frontends in a folder of their own: a static server is planned for each.
      const rootDir = mkdtempSync(join(tmpdir(), 'groupmap-plan-'));
      for (const [app, file] of [
        ['shell', 'index.html'],
        ['mf-map', 'mf-manifest.json'],
      ] as const) {
        mkdirSync(join(rootDir, app, 'dist'), { recursive: true });
        writeFileSync(join(rootDir, app, 'dist', file), '');
      }
      const plans = staticPlan({ ...loopback, rootDir });
      rmSync(rootDir, { recursive: true, force: true });
      expect(plans.map(({ spec }) => spec.name)).toEqual(['shell', 'mf-map']);
      for (const { spec } of plans) {
        const hosts = spec.args.flatMap((arg, index) => (spec.args[index - 1] === '--host' ? [arg] : []));
        expect({ name: spec.name, hosts }).toEqual({ name: spec.name, hosts: ['127.0.0.1', '::1'] });
      }
    });
  });
});
