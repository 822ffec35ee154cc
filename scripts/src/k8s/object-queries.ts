// Small queries over a rendered overlay's objects, shared by the platform's invariants.
import { podTemplateOf, type Container, type K8sObject } from './k8s-object';

export const ofKind = (objects: readonly K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind);
export const named = (objects: readonly K8sObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata?.name === name);

/** The labels of its pods (a Deployment's or a Job's template). */
export function podLabels(object: K8sObject): Record<string, string> {
  return podTemplateOf(object)?.metadata?.labels ?? {};
}

/** True when a non-empty `selector` matches every one of its labels in `labels`. */
export function selects(
  selector: Record<string, string> | undefined,
  labels: Record<string, string>,
): boolean {
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
