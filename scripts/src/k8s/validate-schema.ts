// Validates rendered objects against the Kubernetes OpenAPI schemas, offline, with the npm package
// kubernetes-models (its precompiled JSON-schema validators). Only the API versions the manifests use
// are loaded; an object of any other version is reported, so a new kind is added here deliberately.
// kubernetes-models checks types, required fields and enums, not unknown fields (a misspelt optional
// field passes it): the invariants in manifest-invariants.ts check that the fields that matter are set.
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as coreV1 from 'kubernetes-models/v1';
import { describe, type K8sObject } from './k8s-object';

type Model = new (data: object) => { validate(): void };

const SCHEMA_MODULES: Readonly<Record<string, object>> = {
  v1: coreV1,
  'apps/v1': appsV1,
  'batch/v1': batchV1,
  'networking.k8s.io/v1': networkingV1,
  'policy/v1': policyV1,
  'autoscaling/v2': autoscalingV2,
};

/**
 * Custom resources no schema package covers, and what is checked of them instead. CloudNativePG's
 * Cluster (the production example) has no @kubernetes-models package: its required fields only.
 */
const CUSTOM_RESOURCE_CHECKS: Readonly<Record<string, (object: K8sObject) => string[]>> = {
  'postgresql.cnpg.io/v1/Cluster': (object) => {
    const spec = object.spec as { instances?: unknown; storage?: { size?: unknown } } | undefined;
    const problems: string[] = [];
    if (typeof spec?.instances !== 'number') problems.push('spec.instances must be a number');
    if (typeof spec?.storage?.size !== 'string') problems.push('spec.storage.size must be a quantity');
    return problems;
  },
};

/** The schema problems of one object, each prefixed with Kind/name; empty when it is valid. */
export function schemaProblems(object: K8sObject): string[] {
  const { apiVersion, kind } = object;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
    return [`${describe(object)}: apiVersion and kind are required`];
  }
  const custom = CUSTOM_RESOURCE_CHECKS[`${apiVersion}/${kind}`];
  if (custom) return custom(object).map((problem) => `${describe(object)}: ${problem}`);

  const module = SCHEMA_MODULES[apiVersion] as Record<string, unknown> | undefined;
  const model = module?.[kind] as Model | undefined;
  if (typeof model !== 'function') {
    return [`${describe(object)}: no schema for ${apiVersion} ${kind} (add it to validate-schema.ts)`];
  }
  try {
    new model(object).validate();
    return [];
  } catch (error) {
    return [`${describe(object)}: ${(error as Error).message}`];
  }
}
