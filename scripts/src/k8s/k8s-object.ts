// The loose shape the checks read rendered objects through: only what they look at is typed, and
// everything is optional, since the point is to find what is missing.

export interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: {
    name?: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

export interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[] };
  seccompProfile?: { type?: string };
}

export interface Probe {
  httpGet?: { path?: string; port?: number | string };
  exec?: { command?: string[] };
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name?: string; key?: string };
    configMapKeyRef?: { name?: string; key?: string };
  };
}

export interface Container {
  name?: string;
  image?: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name?: string }; secretRef?: { name?: string } }[];
  securityContext?: SecurityContext;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: Probe };
  volumeMounts?: { name?: string; mountPath?: string }[];
}

export interface SecretProjection {
  name?: string;
  items?: { key?: string; path?: string }[];
}

export interface Volume {
  name?: string;
  emptyDir?: Record<string, unknown>;
  secret?: { secretName?: string; items?: { key?: string }[] };
  projected?: { sources?: { secret?: SecretProjection; configMap?: SecretProjection }[] };
}

export interface PodSpec {
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: SecurityContext;
  containers?: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
  imagePullSecrets?: { name?: string }[];
}

export interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec?: PodSpec;
}

/** The pod template of a Deployment, StatefulSet, DaemonSet or Job, if the object has one. */
export function podTemplateOf(object: K8sObject): PodTemplate | undefined {
  const spec = object.spec as { template?: PodTemplate } | undefined;
  return spec?.template;
}

/** `Kind/name`, how every problem names its object. */
export function describe(object: K8sObject): string {
  return `${object.kind ?? '?'}/${object.metadata?.name ?? '?'}`;
}
