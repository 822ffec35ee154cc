// Replica counts: what an HPA keeps at least, and no Deployment setting replicas an HPA owns.
import { describe, type K8sObject } from './k8s-object';
import { named, ofKind } from './object-queries';

/** The least number of pods of a Deployment: its HPA's floor when one scales it, else its replicas. */
export function replicasOf(objects: readonly K8sObject[], name: string): number {
  const deployment = named(objects, 'Deployment', name);
  const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find(
    (candidate) => (candidate.spec as { scaleTargetRef?: { name?: string } })?.scaleTargetRef?.name === name,
  );
  if (hpa) return (hpa.spec as { minReplicas?: number }).minReplicas ?? 1;
  return (deployment?.spec as { replicas?: number } | undefined)?.replicas ?? 1;
}

/** A Deployment an HPA scales must not set replicas: every `kubectl apply` would reset the HPA's count. */
export function autoscaledReplicasProblems(objects: readonly K8sObject[]): string[] {
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
