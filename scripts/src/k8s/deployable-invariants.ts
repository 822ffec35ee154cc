// Every deployable of contracts' registry is in the overlay with its Deployment, Service,
// ServiceAccount and PodDisruptionBudget, runs its own image, and keeps the workload rules; any
// other Deployment running a Groupmap image keeps them too.
import { deployable, FRONTEND_NAMES, SERVICE_NAMES, type DeployableName } from '@groupmap/contracts';
import { describe, podTemplateOf, type K8sObject } from './k8s-object';
import { named, ofKind, podLabels, selects } from './object-queries';
import type { Profile } from './profile-invariants';
import { workloadProblems, type WorkloadRole } from './workload-invariants';

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

/** Its containers run `expected` (any tag; a release tag in production). */
export function imageProblems(workload: K8sObject, expected: string, profile: Profile): string[] {
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

export function deployableProblems(objects: readonly K8sObject[], profile: Profile): string[] {
  const problems: string[] = [];
  const roles: [DeployableName, WorkloadRole][] = [
    ...SERVICE_NAMES.map((name): [DeployableName, WorkloadRole] => [name, 'service']),
    ...FRONTEND_NAMES.map((name): [DeployableName, WorkloadRole] => [name, 'frontend']),
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
