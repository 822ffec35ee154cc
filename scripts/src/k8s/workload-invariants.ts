// What every Groupmap pod must be (issue 12, Kubernetes): non-root, read-only root filesystem, no
// privilege escalation, no capabilities, the runtime's seccomp profile, no service account token,
// a writable /tmp, requests and limits; long-running ones also readiness and liveness probes on the
// right paths and a preStop wait shorter than their termination grace period.
import {
  describe,
  podTemplateOf,
  type Container,
  type K8sObject,
  type PodSpec,
  type Probe,
} from './k8s-object';

/** Services (and the gateway) have a readiness distinct from liveness; static frontends answer /healthz to both. */
export const PROBE_PATHS = {
  service: { readiness: '/readyz', liveness: '/healthz' },
  frontend: { readiness: '/healthz', liveness: '/healthz' },
} as const;

export type WorkloadRole = keyof typeof PROBE_PATHS;

function securityProblems(pod: PodSpec, container: Container): string[] {
  const problems: string[] = [];
  const podContext = pod.securityContext ?? {};
  const own = container.securityContext ?? {};
  const runAsUser = own.runAsUser ?? podContext.runAsUser;
  if ((own.runAsNonRoot ?? podContext.runAsNonRoot) !== true) problems.push('runAsNonRoot is not true');
  if (runAsUser === undefined || runAsUser === 0) problems.push('runAsUser is not a non-root uid');
  if (own.readOnlyRootFilesystem !== true) problems.push('readOnlyRootFilesystem is not true');
  if (own.allowPrivilegeEscalation !== false) problems.push('allowPrivilegeEscalation is not false');
  if (!(own.capabilities?.drop ?? []).includes('ALL')) problems.push('capabilities do not drop ALL');
  const seccomp = own.seccompProfile?.type ?? podContext.seccompProfile?.type;
  if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost')
    problems.push('seccompProfile is not RuntimeDefault');
  return problems;
}

function resourceProblems(container: Container): string[] {
  const problems: string[] = [];
  for (const kind of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (!container.resources?.[kind]?.[resource]) problems.push(`no ${resource} ${kind.slice(0, -1)}`);
    }
  }
  return problems;
}

function tmpProblems(pod: PodSpec, container: Container): string[] {
  const mount = (container.volumeMounts ?? []).find((candidate) => candidate.mountPath === '/tmp');
  const volume = mount && (pod.volumes ?? []).find((candidate) => candidate.name === mount.name);
  return volume?.emptyDir ? [] : ['no emptyDir mounted at /tmp (the root filesystem is read-only)'];
}

function probePath(probe: Probe | undefined): string | undefined {
  return probe?.httpGet?.path;
}

/** The wait of a `node -e "setTimeout(() => {}, 10000)"` preStop, in seconds; undefined if not recognised. */
export function preStopDelaySeconds(container: Container): number | undefined {
  const command = container.lifecycle?.preStop?.exec?.command?.join(' ') ?? '';
  const match =
    /setTimeout\([^,]*,\s*(\d+)\s*\)/.exec(command) ?? /^(?:\/bin\/)?sleep\s+(\d+)$/.exec(command);
  if (!match) return undefined;
  return command.includes('setTimeout') ? Number(match[1]) / 1000 : Number(match[1]);
}

function lifecycleProblems(pod: PodSpec, container: Container, role: WorkloadRole): string[] {
  const problems: string[] = [];
  const expected = PROBE_PATHS[role];
  const readiness = probePath(container.readinessProbe);
  const liveness = probePath(container.livenessProbe);
  if (readiness !== expected.readiness)
    problems.push(`readinessProbe is not an HTTP GET of ${expected.readiness}`);
  if (liveness !== expected.liveness)
    problems.push(`livenessProbe is not an HTTP GET of ${expected.liveness}`);
  const delay = preStopDelaySeconds(container);
  if (delay === undefined || delay <= 0) {
    problems.push(
      'no preStop delay (exec node -e "setTimeout(() => {}, <ms>)") to let readiness drain first',
    );
  } else if ((pod.terminationGracePeriodSeconds ?? 30) <= delay) {
    problems.push(`terminationGracePeriodSeconds is not above the preStop delay of ${delay} s`);
  }
  return problems;
}

/** The files a container's volume mounts provide, by absolute path; `dir/*` stands for a whole volume. */
function mountedFiles(pod: PodSpec, container: Container): string[] {
  const files: string[] = [];
  for (const mount of container.volumeMounts ?? []) {
    const volume = (pod.volumes ?? []).find((candidate) => candidate.name === mount.name);
    const sources = [
      ...(volume?.secret ? [{ items: volume.secret.items }] : []),
      ...(volume?.projected?.sources ?? []).flatMap((source) => [source.secret ?? source.configMap ?? {}]),
    ] as { items?: { key?: string; path?: string }[] }[];
    for (const { items } of sources) {
      if (!items?.length) files.push(`${mount.mountPath}/*`);
      for (const item of items ?? []) files.push(`${mount.mountPath}/${item.path ?? item.key}`);
    }
  }
  return files;
}

/** Every `<KEY>_FILE` variable must name a file one of the container's volumes provides. */
function fileVariableProblems(pod: PodSpec, container: Container): string[] {
  const files = mountedFiles(pod, container);
  const provided = (path: string) =>
    files.some((file) => file === path || (file.endsWith('/*') && path.startsWith(file.slice(0, -1))));
  return (container.env ?? [])
    .filter((variable) => variable.name.endsWith('_FILE') && variable.value !== undefined)
    .filter((variable) => !provided(variable.value!))
    .map((variable) => `${variable.name}=${variable.value} is not a file any of its volumes provides`);
}

function podProblems(pod: PodSpec): string[] {
  return pod.automountServiceAccountToken === false ? [] : ['automountServiceAccountToken is not false'];
}

/**
 * The problems of one Groupmap workload: a Deployment (`role` decides its probes) or a Job
 * (`role` undefined: no probes or preStop), each prefixed with Kind/name and the container.
 */
export function workloadProblems(object: K8sObject, role: WorkloadRole | undefined): string[] {
  const pod = podTemplateOf(object)?.spec;
  const name = describe(object);
  if (!pod?.containers?.length) return [`${name}: no containers`];
  const problems = podProblems(pod).map((problem) => `${name}: ${problem}`);
  for (const container of pod.containers) {
    const found = [
      ...securityProblems(pod, container),
      ...resourceProblems(container),
      ...tmpProblems(pod, container),
      ...fileVariableProblems(pod, container),
      ...(role ? lifecycleProblems(pod, container, role) : []),
    ];
    problems.push(...found.map((problem) => `${name} container ${container.name ?? '?'}: ${problem}`));
  }
  return problems;
}
