// The manifests against the services' own configuration schemas: for each overlay, every service's
// environment as its pod would see it (ConfigMaps, literal values, each <KEY>_FILE replaced by a file
// holding a well-formed stand-in) must pass the service's loader, which refuses to start on anything
// missing or invalid (e.g. production without SMTP_URL or CSRF_SECRET, billing without Stripe keys).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nkeys } from 'nats';
import { loadAuthConfig } from '../../../services/auth/src/config';
import { loadBillingConfig, loadBillingMigrationConfig } from '../../../services/billing/src/config';
import { loadGatewayConfig } from '../../../services/gateway/src/config';
import { loadMapsConfig } from '../../../services/maps/src/config';
import { loadRealtimeConfig } from '../../../services/realtime/src/config';
import { RENDER_TARGETS } from './check-manifests';
import { ensureKubectl } from './ensure-kubectl';
import { podTemplateOf, type K8sObject } from './k8s-object';
import { effectiveEnv } from './object-queries';
import { renderKustomization } from './render-kustomization';

const root = resolve(__dirname, '../../..');
const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

/** A well-formed value for each secret variable, as an operator's Secret would hold it. */
const STAND_INS: Record<string, string> = {
  DATABASE_URL: 'postgres://groupmap:password@postgres:5432/groupmap',
  IDENTITY_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  IDENTITY_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  NATS_NKEY_SEED: new TextDecoder().decode(nkeys.createUser().getSeed()),
  CSRF_SECRET: 'c'.repeat(48),
  MAP_PASSWORD_KEY: 'm'.repeat(48),
  CONTRIBUTOR_EMAIL_KEY: 'e'.repeat(48),
  S3_ACCESS_KEY: 'groupmap',
  S3_SECRET_KEY: 's'.repeat(24),
  SMTP_URL: 'smtps://user:password@smtp.example.com:465',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_business',
};

const LOADERS: Record<string, (env: Record<string, string>) => unknown> = {
  gateway: loadGatewayConfig,
  auth: loadAuthConfig,
  maps: loadMapsConfig,
  realtime: loadRealtimeConfig,
  billing: loadBillingConfig,
  'auth-migrate': loadAuthConfig,
  'maps-migrate': loadMapsConfig,
  'billing-migrate': loadBillingMigrationConfig,
};

let directory: string;
beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'groupmap-k8s-config-'));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The pod's environment with each mounted secret file replaced by a local one holding a stand-in. */
function environmentOf(workload: K8sObject, objects: K8sObject[]): Record<string, string> {
  const container = podTemplateOf(workload)!.spec!.containers![0]!;
  const env = effectiveEnv(container, objects);
  for (const [name, value] of Object.entries(env)) {
    if (!name.endsWith('_FILE')) continue;
    const key = name.slice(0, -'_FILE'.length);
    const standIn = STAND_INS[key];
    if (standIn === undefined) throw new Error(`${name}=${value}: no stand-in value for ${key}`);
    const file = join(directory, `${workload.metadata!.name}-${key}`);
    writeFileSync(file, `${standIn}\n`);
    env[name] = file;
  }
  return env;
}

describe.each(RENDER_TARGETS.filter((target) => target.profile !== 'base'))(
  'the $name overlay gives each service a configuration it accepts',
  (target) => {
    let objects: K8sObject[];
    beforeAll(async () => {
      objects = await renderKustomization(await ensureKubectl(() => {}), join(root, target.directory));
    }, 60_000);

    it.each(Object.keys(LOADERS))('%s', (name) => {
      const workload = objects.find(
        (object) => (object.kind === 'Deployment' || object.kind === 'Job') && object.metadata?.name === name,
      );
      expect(workload).toBeDefined();
      expect(() => LOADERS[name]!(environmentOf(workload!, objects))).not.toThrow();
    });

    it('billing runs TEST MODE in dev only', () => {
      const billing = objects.find(
        (object) => object.kind === 'Deployment' && object.metadata?.name === 'billing',
      )!;
      const config = loadBillingConfig(environmentOf(billing, objects));
      expect(config.BILLING_TEST_MODE).toBe(target.profile === 'dev');
    });

    it.each(['auth', 'maps', 'billing'])(
      "%s keeps its stream on every NATS server: three in production, one in dev's single server",
      (name) => {
        const workload = objects.find(
          (object) => object.kind === 'Deployment' && object.metadata?.name === name,
        )!;
        const config = LOADERS[name]!(environmentOf(workload, objects)) as { NATS_STREAM_REPLICAS: number };
        expect(config.NATS_STREAM_REPLICAS).toBe(target.profile === 'production' ? 3 : 1);
      },
    );
  },
);
