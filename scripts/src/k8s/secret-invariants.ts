// No secret sits in a ConfigMap or a literal env value: each is a Secret read through <KEY>_FILE.
import { describe, podTemplateOf, type K8sObject } from './k8s-object';
import { ofKind } from './object-queries';

/** Variables whose values are secrets: never in a ConfigMap or a literal env value. */
const SECRET_VARIABLES = [
  'DATABASE_URL',
  'IDENTITY_PRIVATE_KEY',
  'CSRF_SECRET',
  'MAP_PASSWORD_KEY',
  'CONTRIBUTOR_EMAIL_KEY',
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

export function secretInConfigProblems(objects: readonly K8sObject[]): string[] {
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
