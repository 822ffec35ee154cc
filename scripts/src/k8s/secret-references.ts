// Which Secrets the rendered objects use, and whether the overlay documents each of them: every
// overlay lists the Secrets an operator must create in its required-secrets.yaml (name, keys and the
// command that generates it), since nothing secret is committed.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, podTemplateOf, type Container, type K8sObject } from './k8s-object';

/** One use of a Secret: its key, or every key when `key` is undefined (a whole-Secret volume). */
export interface SecretReference {
  secret: string;
  key: string | undefined;
  /** Kind/name of the object that uses it. */
  usedBy: string;
}

/** One entry of an overlay's required-secrets.yaml. */
export interface RequiredSecret {
  name: string;
  keys: string[];
  usedBy: string;
  create: string;
}

function containerReferences(container: Container, usedBy: string): SecretReference[] {
  const references: SecretReference[] = [];
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (ref?.name) references.push({ secret: ref.name, key: ref.key, usedBy });
  }
  for (const source of container.envFrom ?? []) {
    if (source.secretRef?.name) references.push({ secret: source.secretRef.name, key: undefined, usedBy });
  }
  return references;
}

/** Every Secret `object` reads: env (secretKeyRef, envFrom), volumes (secret, projected), Ingress TLS. */
export function secretReferences(object: K8sObject): SecretReference[] {
  const usedBy = describe(object);
  const references: SecretReference[] = [];
  const pod = podTemplateOf(object)?.spec;
  if (pod) {
    for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
      references.push(...containerReferences(container, usedBy));
    }
    for (const volume of pod.volumes ?? []) {
      const projections = [
        ...(volume.secret?.secretName
          ? [{ name: volume.secret.secretName, items: volume.secret.items }]
          : []),
        ...(volume.projected?.sources ?? []).flatMap((source) => (source.secret ? [source.secret] : [])),
      ];
      for (const { name, items } of projections) {
        if (!name) continue;
        if (items === undefined || items.length === 0)
          references.push({ secret: name, key: undefined, usedBy });
        for (const item of items ?? []) references.push({ secret: name, key: item.key, usedBy });
      }
    }
    for (const pullSecret of pod.imagePullSecrets ?? []) {
      if (pullSecret.name) references.push({ secret: pullSecret.name, key: undefined, usedBy });
    }
  }
  if (object.kind === 'Ingress') {
    const tls = (object.spec as { tls?: { secretName?: string }[] } | undefined)?.tls ?? [];
    for (const entry of tls) {
      if (entry.secretName) references.push({ secret: entry.secretName, key: undefined, usedBy });
    }
  }
  return references;
}

/** Reads an overlay's required-secrets.yaml: `secrets: [{ name, keys, usedBy, create }]`. */
export function readRequiredSecrets(file: string): RequiredSecret[] {
  const document = parse(readFileSync(file, 'utf8')) as { secrets?: unknown } | null;
  if (!Array.isArray(document?.secrets)) throw new Error(`${file}: expected a "secrets" list`);
  return document.secrets.map((entry: Partial<RequiredSecret>, index: number) => {
    if (typeof entry.name !== 'string' || !Array.isArray(entry.keys) || typeof entry.create !== 'string') {
      throw new Error(`${file}: secrets[${index}] needs a name, its keys and the command that creates it`);
    }
    return {
      name: entry.name,
      keys: entry.keys.map(String),
      usedBy: String(entry.usedBy ?? ''),
      create: entry.create,
    };
  });
}

/**
 * Problems with the Secrets of one rendered overlay: a Secret or key used but not documented, a
 * documented Secret nothing uses (unless `reportUnused` is false: the base, held to production's list
 * without its NATS and TLS), and any Secret object in the output (secret values are never committed).
 */
export function secretProblems(
  objects: readonly K8sObject[],
  required: readonly RequiredSecret[],
  { reportUnused = true }: { reportUnused?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const documented = new Map(required.map((secret) => [secret.name, new Set(secret.keys)]));
  const used = new Set<string>();
  for (const object of objects) {
    if (object.kind === 'Secret') {
      problems.push(
        `${describe(object)}: a Secret in the manifests; secrets are created by the operator, never committed`,
      );
    }
    for (const reference of secretReferences(object)) {
      used.add(reference.secret);
      const keys = documented.get(reference.secret);
      if (!keys) {
        problems.push(
          `${reference.usedBy}: uses Secret ${reference.secret}, which required-secrets.yaml does not list`,
        );
      } else if (reference.key !== undefined && !keys.has(reference.key)) {
        problems.push(
          `${reference.usedBy}: uses key ${reference.key} of Secret ${reference.secret}, which required-secrets.yaml does not list`,
        );
      }
    }
  }
  for (const secret of reportUnused ? required : []) {
    if (!used.has(secret.name))
      problems.push(`required-secrets.yaml lists ${secret.name}, which nothing uses`);
  }
  return problems;
}
