// What each overlay promises: dev runs its infrastructure in the cluster; production runs several
// gateway and realtime replicas, a three-server NATS with JetStream, a default-deny network policy,
// and never billing's TEST MODE.
import { describe, podTemplateOf, type K8sObject } from './k8s-object';
import { effectiveEnv, named, ofKind } from './object-queries';
import { replicasOf } from './replica-invariants';

export type Profile = 'base' | 'dev' | 'production';

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

export function profileProblems(objects: readonly K8sObject[], profile: Profile): string[] {
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
