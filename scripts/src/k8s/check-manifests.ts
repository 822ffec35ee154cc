// `npm run test:k8s`: renders the Kubernetes manifests (k8s/) as an operator would apply them and
// checks them offline: every object against the Kubernetes schemas (kubernetes-models), every
// Groupmap workload against the invariants of issue 12, and every Secret reference against the
// overlay's required-secrets.yaml. kubectl is installed from apt when missing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ensureKubectl } from './ensure-kubectl';
import type { K8sObject } from './k8s-object';
import { platformProblems, type Profile } from './platform-invariants';
import { parseManifests, renderKustomization } from './render-kustomization';
import { readRequiredSecrets, secretProblems } from './secret-references';
import { schemaProblems } from './validate-schema';

/** A kustomization to render, how strictly to check it, and the Secrets it documents. */
export interface RenderTarget {
  name: string;
  /** The kustomization's folder, relative to the repository root. */
  directory: string;
  profile: Profile;
  /** Its required-secrets.yaml. The base is never applied alone: it is held to production's list. */
  requiredSecrets: string;
}

export const RENDER_TARGETS: readonly RenderTarget[] = [
  {
    name: 'base',
    directory: 'k8s/base',
    profile: 'base',
    requiredSecrets: 'k8s/overlays/production/required-secrets.yaml',
  },
  {
    name: 'dev',
    directory: 'k8s/overlays/dev',
    profile: 'dev',
    requiredSecrets: 'k8s/overlays/dev/required-secrets.yaml',
  },
  {
    name: 'production',
    directory: 'k8s/overlays/production',
    profile: 'production',
    requiredSecrets: 'k8s/overlays/production/required-secrets.yaml',
  },
];

/** Plain manifests outside the kustomizations (e.g. the CloudNativePG Cluster), schema-checked only. */
export const EXAMPLES_DIRECTORY = 'k8s/examples';

export interface CheckOptions {
  /** The repository root (default: the current directory). */
  root?: string;
  targets?: readonly RenderTarget[];
  log?: (line: string) => void;
}

export interface CheckResult {
  /** Every problem found, each prefixed with the target it was found in; empty when all is well. */
  problems: string[];
  /** Objects checked per target. */
  counts: Record<string, number>;
}

/** The problems of already rendered objects: schema, invariants and Secret references. */
export function checkObjects(
  objects: readonly K8sObject[],
  profile: Profile,
  requiredSecrets: string,
): string[] {
  return [
    ...objects.flatMap(schemaProblems),
    ...platformProblems(objects, profile),
    ...secretProblems(objects, readRequiredSecrets(requiredSecrets), { reportUnused: profile !== 'base' }),
  ];
}

function exampleFiles(root: string): string[] {
  try {
    return readdirSync(join(root, EXAMPLES_DIRECTORY))
      .filter((file) => /\.ya?ml$/.test(file))
      .map((file) => join(root, EXAMPLES_DIRECTORY, file));
  } catch {
    return [];
  }
}

/** Renders every target with `kubectl kustomize` and checks it; also schema-checks k8s/examples. */
export async function checkManifests({
  root = process.cwd(),
  targets = RENDER_TARGETS,
  log = () => {},
}: CheckOptions = {}): Promise<CheckResult> {
  const kubectl = await ensureKubectl(log);
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  for (const target of targets) {
    log(`rendering ${target.directory} (kubectl kustomize)`);
    const objects = await renderKustomization(kubectl, join(root, target.directory));
    counts[target.name] = objects.length;
    const found = checkObjects(objects, target.profile, join(root, target.requiredSecrets));
    problems.push(...found.map((problem) => `${target.name}: ${problem}`));
  }
  for (const file of exampleFiles(root)) {
    const name = relative(root, file);
    const objects = parseManifests(readFileSync(file, 'utf8'), name);
    counts[name] = objects.length;
    problems.push(...objects.flatMap(schemaProblems).map((problem) => `${name}: ${problem}`));
  }
  return { problems, counts };
}

async function main(): Promise<number> {
  const root = resolve(__dirname, '../../..');
  const log = (line: string) => console.log(`[k8s] ${line}`);
  const { problems, counts } = await checkManifests({ root, log });
  for (const [name, count] of Object.entries(counts)) log(`${name}: ${count} objects`);
  if (problems.length === 0) {
    log('every manifest renders, matches the Kubernetes schemas and keeps the invariants');
    return 0;
  }
  for (const problem of problems) console.error(`[k8s] ${problem}`);
  console.error(`[k8s] ${problems.length} problem(s)`);
  return 1;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: Error & { details?: string }) => {
      console.error(`[k8s] ${error.message}${error.details ? `\n${error.details}` : ''}`);
      process.exit(1);
    },
  );
}
