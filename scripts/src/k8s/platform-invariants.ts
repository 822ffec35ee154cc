// Checks of a whole rendered overlay, one file per concern: every deployable and migration is there
// with its Service, ServiceAccount and PodDisruptionBudget (deployable-invariants.ts); only the
// services with a database reach Postgres (database-invariants.ts); the Ingress sends everything to
// the gateway and keeps WebSockets open, and the gateway's trusted proxy hops match it
// (ingress-invariants.ts); no secret sits in a ConfigMap (secret-invariants.ts); an HPA owns its
// replicas (replica-invariants.ts); and what each overlay promises (profile-invariants.ts).
import { databaseProblems, migrationProblems } from './database-invariants';
import { deployableProblems } from './deployable-invariants';
import { gatewayConfigProblems, ingressProblems } from './ingress-invariants';
import type { K8sObject } from './k8s-object';
import { profileProblems, type Profile } from './profile-invariants';
import { autoscaledReplicasProblems } from './replica-invariants';
import { secretInConfigProblems } from './secret-invariants';

export type { Profile };

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
