import { join, resolve } from 'node:path';
import { checkManifests, checkObjects, RENDER_TARGETS } from './check-manifests';
import { ensureKubectl } from './ensure-kubectl';
import { podTemplateOf, type K8sObject } from './k8s-object';
import { renderKustomization } from './render-kustomization';

const root = resolve(__dirname, '../../..');
const production = RENDER_TARGETS.find((target) => target.name === 'production')!;
const productionSecrets = join(root, production.requiredSecrets);

/** Renders once: kubectl is installed by the first test when missing. */
let rendered: Promise<K8sObject[]> | undefined;
function renderProduction(): Promise<K8sObject[]> {
  rendered ??= ensureKubectl(() => {}).then((kubectl) =>
    renderKustomization(kubectl, join(root, production.directory)),
  );
  return rendered.then((objects) => structuredClone(objects));
}

function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata?.name?.startsWith(name));
  if (!found) throw new Error(`${kind}/${name} not rendered`);
  return found;
}

function firstContainer(objects: K8sObject[], name: string) {
  return podTemplateOf(find(objects, 'Deployment', name))!.spec!.containers![0]!;
}

describe('Kubernetes manifests (k8s/)', () => {
  it('render with kubectl kustomize, match the Kubernetes schemas and keep every invariant', async () => {
    const { problems, counts } = await checkManifests({ root });
    expect(problems).toEqual([]);
    for (const target of RENDER_TARGETS) expect(counts[target.name]).toBeGreaterThan(0);
  }, 120_000);

  describe('the check fails on', () => {
    it('a Deployment without probes or preStop', async () => {
      const objects = await renderProduction();
      const gateway = firstContainer(objects, 'gateway');
      delete gateway.readinessProbe;
      delete gateway.livenessProbe;
      delete gateway.lifecycle;
      const problems = checkObjects(objects, 'production', productionSecrets);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /Deployment\/gateway container gateway: readinessProbe is not an HTTP GET of \/readyz/,
          ),
          expect.stringMatching(/Deployment\/gateway container gateway: livenessProbe/),
          expect.stringMatching(/Deployment\/gateway container gateway: no preStop delay/),
        ]),
      );
    }, 60_000);

    it('a container that may run as root or write its root filesystem', async () => {
      const objects = await renderProduction();
      const maps = find(objects, 'Deployment', 'maps');
      delete podTemplateOf(maps)!.spec!.securityContext!.runAsNonRoot;
      const container = firstContainer(objects, 'maps');
      container.securityContext = {
        ...container.securityContext,
        runAsNonRoot: false,
        readOnlyRootFilesystem: false,
      };
      const problems = checkObjects(objects, 'production', productionSecrets);
      expect(problems).toEqual(
        expect.arrayContaining([
          'Deployment/maps container maps: runAsNonRoot is not true',
          'Deployment/maps container maps: readOnlyRootFilesystem is not true',
        ]),
      );
    }, 60_000);

    it("billing's TEST MODE or a single gateway in production", async () => {
      const objects = await renderProduction();
      find(objects, 'ConfigMap', 'billing-config').data = { PORT: '4004', BILLING_TEST_MODE: 'true' };
      (find(objects, 'HorizontalPodAutoscaler', 'gateway').spec as { minReplicas: number }).minReplicas = 1;
      const problems = checkObjects(objects, 'production', productionSecrets);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/BILLING_TEST_MODE=true in production/),
          'Deployment/gateway: 1 replica(s) in production, expected several',
        ]),
      );
    }, 60_000);

    it('a replica count on a Deployment an autoscaler scales', async () => {
      const objects = await renderProduction();
      (find(objects, 'Deployment', 'realtime').spec as { replicas: number }).replicas = 3;
      expect(checkObjects(objects, 'production', productionSecrets)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^Deployment\/realtime: sets replicas while HorizontalPodAutoscaler\/realtime scales it/,
          ),
        ]),
      );
    }, 60_000);

    it('a <KEY>_FILE variable naming a file no volume provides', async () => {
      const objects = await renderProduction();
      const realtime = firstContainer(objects, 'realtime');
      realtime.env!.find((variable) => variable.name === 'IDENTITY_PUBLIC_KEY_FILE')!.value =
        '/var/run/secrets/groupmap/identity.pem';
      expect(checkObjects(objects, 'production', productionSecrets)).toContain(
        'Deployment/realtime container realtime: IDENTITY_PUBLIC_KEY_FILE=/var/run/secrets/groupmap/identity.pem is not a file any of its volumes provides',
      );
    }, 60_000);

    it('a database given to realtime, which keeps nothing in Postgres, or taken from maps', async () => {
      const objects = await renderProduction();
      const realtime = find(objects, 'Deployment', 'realtime');
      podTemplateOf(realtime)!.metadata!.labels!['groupmap.io/postgres-client'] = 'true';
      firstContainer(objects, 'realtime').env!.push({
        name: 'DATABASE_URL',
        valueFrom: { secretKeyRef: { name: 'groupmap-database', key: 'maps' } },
      });
      delete podTemplateOf(find(objects, 'Deployment', 'maps'))!.metadata!.labels![
        'groupmap.io/postgres-client'
      ];
      expect(checkObjects(objects, 'production', productionSecrets)).toEqual(
        expect.arrayContaining([
          'Deployment/realtime: realtime keeps nothing in Postgres but has groupmap.io/postgres-client',
          'Deployment/realtime: realtime keeps nothing in Postgres but is given DATABASE_URL',
          'Deployment/realtime: realtime keeps nothing in Postgres but reads Secret groupmap-database',
          'Deployment/maps: no groupmap.io/postgres-client label, so Postgres refuses it',
        ]),
      );
    }, 60_000);

    it('a migration Job for realtime', async () => {
      const objects = await renderProduction();
      const job = structuredClone(find(objects, 'Job', 'maps-migrate'));
      job.metadata!.name = 'realtime-migrate';
      podTemplateOf(job)!.spec!.containers![0]!.image = 'groupmap/realtime:1.0.0';
      expect(checkObjects([...objects, job], 'production', productionSecrets)).toEqual(
        expect.arrayContaining([
          'Job/realtime-migrate: realtime keeps nothing in Postgres but has groupmap.io/postgres-client',
          'Job/realtime-migrate: realtime keeps nothing in Postgres but is given DATABASE_URL_FILE',
          'Job/realtime-migrate: realtime keeps nothing in Postgres but runs a migration',
        ]),
      );
    }, 60_000);

    it('a Secret the overlay does not document, and a schema violation', async () => {
      const objects = await renderProduction();
      const auth = firstContainer(objects, 'auth');
      auth.env!.push({ name: 'EXTRA', valueFrom: { secretKeyRef: { name: 'undocumented', key: 'value' } } });
      (auth as { ports: { containerPort: unknown }[] }).ports[0]!.containerPort = 'http';
      const problems = checkObjects(objects, 'production', productionSecrets);
      expect(problems).toEqual(
        expect.arrayContaining([
          'Deployment/auth: uses Secret undocumented, which required-secrets.yaml does not list',
          expect.stringMatching(/Deployment\/auth: .*containerPort must be integer/),
        ]),
      );
    }, 60_000);
  });
});
