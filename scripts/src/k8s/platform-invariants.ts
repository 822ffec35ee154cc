// Checks of a whole rendered overlay: every deployable and migration is there with its Service,
// ServiceAccount and PodDisruptionBudget; only the services with a database reach Postgres; the Ingress sends everything to the gateway and keeps
// WebSockets open; the gateway's trusted proxy hops match the Ingress; no secret sits in a ConfigMap;
// and what each overlay promises (production: several gateway and realtime replicas, a three-server
// NATS with JetStream, never billing's TEST MODE).
import {
  deployable,
  FRONTEND_NAMES,
  SCHEMA_SERVICE_NAMES,
  SCHEMALESS_SERVICE_NAMES,
  SERVICE_NAMES,
  type DeployableName,
} from '@groupmap/contracts';
import { describe, podTemplateOf, type Container, type K8sObject } from './k8s-object';
import { secretReferences } from './secret-references';
import { workloadProblems, type WorkloadRole } from './workload-invariants';

export type Profile = 'base' | 'dev' | 'production';

export const SERVICES = SERVICE_NAMES;
export const FRONTENDS = FRONTEND_NAMES;
/** The services with a Postgres schema, each migrated by a Job running `node dist/migrate.js`. */
export const MIGRATED_SERVICES = SCHEMA_SERVICE_NAMES;
/** The deployables that keep nothing in Postgres: no database URL or its Secret, no access, no migration. */
export const SERVICES_WITHOUT_DATABASE = SCHEMALESS_SERVICE_NAMES;
/** The pod label the Postgres NetworkPolicy admits (components/network-policies/infrastructure.yaml). */
const POSTGRES_CLIENT_LABEL = 'groupmap.io/postgres-client';
/** The Secret holding each service's database URL. */
const DATABASE_SECRET = 'groupmap-database';
/** ingress-nginx is one proxy in front of the gateway: TRUSTED_PROXY_HOPS must say so. */
export const INGRESS_PROXY_HOPS = 1;
/** Seconds an idle live WebSocket stays open through the Ingress (read and send timeouts). */
const MIN_WEBSOCKET_TIMEOUT_SECONDS = 3600;
/** Variables whose values are secrets: never in a ConfigMap or a literal env value. */
const SECRET_VARIABLES = [
  'DATABASE_URL',
  'IDENTITY_PRIVATE_KEY',
  'CSRF_SECRET',
  'MAP_PASSWORD_KEY',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'SMTP_URL',
  'NATS_PASSWORD',
  'NATS_NKEY_SEED',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
];

const ofKind = (objects: readonly K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind);
const named = (objects: readonly K8sObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata?.name === name);

function podLabels(object: K8sObject): Record<string, string> {
  return podTemplateOf(object)?.metadata?.labels ?? {};
}

function selects(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  return (
    !!selector &&
    Object.keys(selector).length > 0 &&
    Object.entries(selector).every(([k, v]) => labels[k] === v)
  );
}

/** A container's environment as the pod sees it: its ConfigMaps' data, then its own literal values. */
export function effectiveEnv(container: Container, objects: readonly K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const configMap = source.configMapRef?.name
      ? named(objects, 'ConfigMap', source.configMapRef.name)
      : undefined;
    Object.assign(env, (configMap?.data as Record<string, string> | undefined) ?? {});
  }
  for (const variable of container.env ?? [])
    if (variable.value !== undefined) env[variable.name] = variable.value;
  return env;
}

function companionProblems(deployment: K8sObject, objects: readonly K8sObject[]): string[] {
  const name = describe(deployment);
  const labels = podLabels(deployment);
  const problems: string[] = [];
  const services = ofKind(objects, 'Service');
  if (
    !services.some((service) =>
      selects((service.spec as { selector?: Record<string, string> })?.selector, labels),
    )
  ) {
    problems.push(`${name}: no Service selects its pods`);
  }
  const budgets = ofKind(objects, 'PodDisruptionBudget');
  const selectorOf = (pdb: K8sObject) =>
    (pdb.spec as { selector?: { matchLabels?: Record<string, string> } })?.selector?.matchLabels;
  if (!budgets.some((pdb) => selects(selectorOf(pdb), labels)))
    problems.push(`${name}: no PodDisruptionBudget`);
  const accountName = podTemplateOf(deployment)?.spec?.serviceAccountName;
  const account = accountName ? named(objects, 'ServiceAccount', accountName) : undefined;
  if (!account) problems.push(`${name}: no ServiceAccount of its own`);
  else if (account.automountServiceAccountToken !== false) {
    problems.push(`${describe(account)}: automountServiceAccountToken is not false`);
  }
  return problems;
}

function imageProblems(workload: K8sObject, expected: string, profile: Profile): string[] {
  const problems: string[] = [];
  for (const container of podTemplateOf(workload)?.spec?.containers ?? []) {
    const [repository, tag] = (container.image ?? '').split(':');
    if (repository !== expected)
      problems.push(`${describe(workload)}: image ${container.image} is not ${expected}:<tag>`);
    if (profile === 'production' && (!tag || tag === 'latest')) {
      problems.push(
        `${describe(workload)}: production image ${container.image} needs a release tag, not latest`,
      );
    }
  }
  return problems;
}

function deployableProblems(objects: readonly K8sObject[], profile: Profile): string[] {
  const problems: string[] = [];
  const roles: [DeployableName, WorkloadRole][] = [
    ...SERVICES.map((name): [DeployableName, WorkloadRole] => [name, 'service']),
    ...FRONTENDS.map((name): [DeployableName, WorkloadRole] => [name, 'frontend']),
  ];
  for (const [name, role] of roles) {
    const deployment = named(objects, 'Deployment', name);
    if (!deployment) {
      problems.push(`Deployment/${name}: missing`);
      continue;
    }
    problems.push(
      ...workloadProblems(deployment, role),
      ...companionProblems(deployment, objects),
      ...imageProblems(deployment, deployable(name).image, profile),
    );
  }
  // Any other Deployment running a Groupmap image gets the same checks (a new deployable, say).
  for (const deployment of ofKind(objects, 'Deployment')) {
    const known = roles.some(([name]) => name === deployment.metadata?.name);
    const image = podTemplateOf(deployment)?.spec?.containers?.[0]?.image ?? '';
    if (!known && image.startsWith('groupmap/')) {
      const role =
        deployment.metadata?.labels?.['app.kubernetes.io/component'] === 'frontend' ? 'frontend' : 'service';
      problems.push(...workloadProblems(deployment, role), ...companionProblems(deployment, objects));
    }
  }
  return problems;
}

function migrationProblems(objects: readonly K8sObject[], profile: Profile): string[] {
  const problems: string[] = [];
  for (const service of MIGRATED_SERVICES) {
    const job = ofKind(objects, 'Job').find((candidate) =>
      (podTemplateOf(candidate)?.spec?.containers ?? []).some(
        (container) =>
          container.image?.split(':')[0] === deployable(service).image &&
          [...(container.command ?? []), ...(container.args ?? [])].includes('dist/migrate.js'),
      ),
    );
    if (!job) {
      problems.push(`Job: no migration Job runs node dist/migrate.js in ${deployable(service).image}`);
      continue;
    }
    problems.push(
      ...workloadProblems(job, undefined),
      ...imageProblems(job, deployable(service).image, profile),
    );
  }
  return problems;
}

/** The Deployments and Jobs whose containers run `groupmap/<service>`. */
function workloadsOf(objects: readonly K8sObject[], service: DeployableName): K8sObject[] {
  return objects.filter((object) =>
    (podTemplateOf(object)?.spec?.containers ?? []).some(
      (container) => container.image?.split(':')[0] === deployable(service).image,
    ),
  );
}

/**
 * Postgres for the services that keep data there, and for them only: each of their pods (the
 * Deployment and its migration Job) may reach it; a service without a database (realtime, the
 * gateway) gets no database URL, no part of its Secret, no Postgres access and no migration.
 */
function databaseProblems(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  for (const service of MIGRATED_SERVICES) {
    for (const workload of workloadsOf(objects, service)) {
      if (podLabels(workload)[POSTGRES_CLIENT_LABEL] !== 'true')
        problems.push(`${describe(workload)}: no ${POSTGRES_CLIENT_LABEL} label, so Postgres refuses it`);
    }
  }
  for (const service of SERVICES_WITHOUT_DATABASE) {
    for (const workload of workloadsOf(objects, service)) {
      const name = `${describe(workload)}: ${service} keeps nothing in Postgres`;
      if (POSTGRES_CLIENT_LABEL in podLabels(workload))
        problems.push(`${name} but has ${POSTGRES_CLIENT_LABEL}`);
      for (const container of podTemplateOf(workload)?.spec?.containers ?? []) {
        const variables = new Set([
          ...Object.keys(effectiveEnv(container, objects)),
          ...(container.env ?? []).map((variable) => variable.name),
        ]);
        for (const variable of ['DATABASE_URL', 'DATABASE_URL_FILE']) {
          if (variables.has(variable)) problems.push(`${name} but is given ${variable}`);
        }
        if ([...(container.command ?? []), ...(container.args ?? [])].includes('dist/migrate.js'))
          problems.push(`${name} but runs a migration`);
      }
      if (secretReferences(workload).some((reference) => reference.secret === DATABASE_SECRET))
        problems.push(`${name} but reads Secret ${DATABASE_SECRET}`);
    }
  }
  return problems;
}

function ingressProblems(objects: readonly K8sObject[]): string[] {
  const ingresses = ofKind(objects, 'Ingress');
  if (ingresses.length === 0) return ['Ingress: missing'];
  const problems: string[] = [];
  for (const ingress of ingresses) {
    type Rule = {
      http?: {
        paths?: { backend?: { service?: { name?: string; port?: { name?: string; number?: number } } } }[];
      };
    };
    const rules = ((ingress.spec as { rules?: Rule[] })?.rules ?? []).flatMap(
      (rule) => rule.http?.paths ?? [],
    );
    for (const { backend } of rules) {
      const port = backend?.service?.port;
      if (backend?.service?.name !== 'gateway' || !(port?.name === 'http' || port?.number === 8080)) {
        problems.push(
          `${describe(ingress)}: a path goes to ${backend?.service?.name ?? '?'}, not the gateway's public port`,
        );
      }
    }
    for (const direction of ['read', 'send']) {
      const value = Number(
        ingress.metadata?.annotations?.[`nginx.ingress.kubernetes.io/proxy-${direction}-timeout`],
      );
      if (!(value >= MIN_WEBSOCKET_TIMEOUT_SECONDS)) {
        problems.push(
          `${describe(ingress)}: proxy-${direction}-timeout below ${MIN_WEBSOCKET_TIMEOUT_SECONDS} s closes idle WebSockets`,
        );
      }
    }
  }
  return problems;
}

function gatewayConfigProblems(objects: readonly K8sObject[]): string[] {
  const container = podTemplateOf(named(objects, 'Deployment', 'gateway') ?? {})?.spec?.containers?.[0];
  if (!container) return [];
  const env = effectiveEnv(container, objects);
  const problems: string[] = [];
  if (Number(env.TRUSTED_PROXY_HOPS) !== INGRESS_PROXY_HOPS) {
    problems.push(
      `Deployment/gateway: TRUSTED_PROXY_HOPS is ${env.TRUSTED_PROXY_HOPS ?? 'unset'}, the Ingress is ${INGRESS_PROXY_HOPS} hop`,
    );
  }
  if (!env.METRICS_PORT || env.METRICS_PORT === (env.PORT ?? '8080')) {
    problems.push('Deployment/gateway: METRICS_PORT must be set and differ from its public PORT');
  }
  return problems;
}

function secretInConfigProblems(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  for (const configMap of ofKind(objects, 'ConfigMap')) {
    for (const key of Object.keys((configMap.data as object | undefined) ?? {})) {
      if (SECRET_VARIABLES.includes(key))
        problems.push(`${describe(configMap)}: ${key} is a secret; use ${key}_FILE and a Secret`);
    }
  }
  for (const workload of objects) {
    for (const container of podTemplateOf(workload)?.spec?.containers ?? []) {
      for (const variable of container.env ?? []) {
        if (SECRET_VARIABLES.includes(variable.name) && variable.value !== undefined) {
          problems.push(`${describe(workload)}: ${variable.name} has a literal value; reference a Secret`);
        }
      }
    }
  }
  return problems;
}

/** The least number of pods of a Deployment: its HPA's floor when one scales it, else its replicas. */
function replicasOf(objects: readonly K8sObject[], name: string): number {
  const deployment = named(objects, 'Deployment', name);
  const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find(
    (candidate) => (candidate.spec as { scaleTargetRef?: { name?: string } })?.scaleTargetRef?.name === name,
  );
  if (hpa) return (hpa.spec as { minReplicas?: number }).minReplicas ?? 1;
  return (deployment?.spec as { replicas?: number } | undefined)?.replicas ?? 1;
}

/** A Deployment an HPA scales must not set replicas: every `kubectl apply` would reset the HPA's count. */
function autoscaledReplicasProblems(objects: readonly K8sObject[]): string[] {
  return ofKind(objects, 'HorizontalPodAutoscaler').flatMap((hpa) => {
    const target = (hpa.spec as { scaleTargetRef?: { name?: string } })?.scaleTargetRef?.name ?? '';
    const deployment = named(objects, 'Deployment', target);
    return (deployment?.spec as { replicas?: number } | undefined)?.replicas !== undefined
      ? [
          `Deployment/${target}: sets replicas while ${describe(hpa)} scales it (each apply would reset its count)`,
        ]
      : [];
  });
}

function natsProblems(objects: readonly K8sObject[], servers: number): string[] {
  const nats = named(objects, 'StatefulSet', 'nats');
  if (!nats) return ['StatefulSet/nats: missing'];
  const problems: string[] = [];
  const replicas = (nats.spec as { replicas?: number }).replicas ?? 1;
  if (replicas !== servers) problems.push(`StatefulSet/nats: ${replicas} servers, expected ${servers}`);
  const config = ofKind(objects, 'ConfigMap').find((map) => map.metadata?.name?.startsWith('nats-config'));
  const text = Object.values((config?.data as Record<string, string> | undefined) ?? {}).join('\n');
  if (!/^\s*jetstream\s*\{/m.test(text)) problems.push('ConfigMap nats-config: JetStream is not enabled');
  if (servers > 1 && !/^\s*cluster\s*\{/m.test(text))
    problems.push('ConfigMap nats-config: no cluster block');
  return problems;
}

/** Billing's TEST MODE anywhere in `objects`: a ConfigMap key or a literal env value other than false. */
function testModeProblems(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  for (const configMap of ofKind(objects, 'ConfigMap')) {
    const value = (configMap.data as Record<string, string> | undefined)?.BILLING_TEST_MODE;
    if (value !== undefined && value !== 'false')
      problems.push(`${describe(configMap)}: BILLING_TEST_MODE=${value} in production`);
  }
  const billing = podTemplateOf(named(objects, 'Deployment', 'billing') ?? {})?.spec?.containers?.[0];
  if (billing) {
    const env = effectiveEnv(billing, objects);
    if (env.BILLING_TEST_MODE !== 'false')
      problems.push(
        `Deployment/billing: BILLING_TEST_MODE is ${env.BILLING_TEST_MODE ?? 'unset'}, not false`,
      );
    const names = new Set((billing.env ?? []).map((variable) => variable.name));
    for (const key of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO',
      'STRIPE_PRICE_BUSINESS',
    ]) {
      if (!names.has(`${key}_FILE`) && !names.has(key))
        problems.push(`Deployment/billing: ${key} is not given (Stripe checkout)`);
    }
  }
  return problems;
}

function profileProblems(objects: readonly K8sObject[], profile: Profile): string[] {
  if (profile === 'base') return [];
  const problems = natsProblems(objects, profile === 'production' ? 3 : 1);
  if (profile === 'dev') {
    for (const name of ['postgres', 'minio']) {
      if (!named(objects, 'StatefulSet', name))
        problems.push(`StatefulSet/${name}: missing from the dev overlay`);
    }
    return problems;
  }
  for (const name of ['gateway', 'realtime']) {
    const replicas = replicasOf(objects, name);
    if (replicas < 2)
      problems.push(`Deployment/${name}: ${replicas} replica(s) in production, expected several`);
  }
  if (!named(objects, 'NetworkPolicy', 'default-deny-ingress'))
    problems.push('NetworkPolicy/default-deny-ingress: missing in production');
  return [...problems, ...testModeProblems(objects)];
}

/** Every problem of one rendered overlay (or the base); empty when it keeps every invariant. */
export function platformProblems(objects: readonly K8sObject[], profile: Profile): string[] {
  return [
    ...deployableProblems(objects, profile),
    ...migrationProblems(objects, profile),
    ...databaseProblems(objects),
    ...ingressProblems(objects),
    ...gatewayConfigProblems(objects),
    ...secretInConfigProblems(objects),
    ...autoscaledReplicasProblems(objects),
    ...profileProblems(objects, profile),
  ];
}
