// Postgres for the services with a schema, and for them only: each has a migration Job and may reach
// Postgres; a service without a schema (realtime, the gateway) gets neither a database URL nor access.
import {
  deployable,
  SCHEMA_SERVICE_NAMES,
  SCHEMALESS_SERVICE_NAMES,
  type DeployableName,
} from '@groupmap/contracts';
import { imageProblems } from './deployable-invariants';
import { describe, podTemplateOf, type K8sObject } from './k8s-object';
import { effectiveEnv, ofKind, podLabels } from './object-queries';
import type { Profile } from './profile-invariants';
import { secretReferences } from './secret-references';
import { workloadProblems } from './workload-invariants';

/** The pod label the Postgres NetworkPolicy admits (components/network-policies/infrastructure.yaml). */
const POSTGRES_CLIENT_LABEL = 'groupmap.io/postgres-client';
/** The Secret holding each service's database URL. */
const DATABASE_SECRET = 'groupmap-database';

export function migrationProblems(objects: readonly K8sObject[], profile: Profile): string[] {
  const problems: string[] = [];
  for (const service of SCHEMA_SERVICE_NAMES) {
    const job = ofKind(objects, 'Job').find((candidate) =>
      (podTemplateOf(candidate)?.spec?.containers ?? []).some(
        (container) =>
          container.image?.split(':')[0] === deployable(service).image &&
          [...(container.command ?? []), ...(container.args ?? [])].includes('dist/migrate.js'),
      ),
    );
    if (!job) {
      problems.push(`Job: no migration Job runs node dist/migrate.js in ${deployable(service).image}`);
      continue;
    }
    problems.push(
      ...workloadProblems(job, undefined),
      ...imageProblems(job, deployable(service).image, profile),
    );
  }
  return problems;
}

/** The Deployments and Jobs whose containers run `groupmap/<service>`. */
function workloadsOf(objects: readonly K8sObject[], service: DeployableName): K8sObject[] {
  return objects.filter((object) =>
    (podTemplateOf(object)?.spec?.containers ?? []).some(
      (container) => container.image?.split(':')[0] === deployable(service).image,
    ),
  );
}

/**
 * Postgres for the services that keep data there, and for them only: each of their pods (the
 * Deployment and its migration Job) may reach it; a service without a database (realtime, the
 * gateway) gets no database URL, no part of its Secret, no Postgres access and no migration.
 */
export function databaseProblems(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  for (const service of SCHEMA_SERVICE_NAMES) {
    for (const workload of workloadsOf(objects, service)) {
      if (podLabels(workload)[POSTGRES_CLIENT_LABEL] !== 'true')
        problems.push(`${describe(workload)}: no ${POSTGRES_CLIENT_LABEL} label, so Postgres refuses it`);
    }
  }
  for (const service of SCHEMALESS_SERVICE_NAMES) {
    for (const workload of workloadsOf(objects, service)) {
      const name = `${describe(workload)}: ${service} keeps nothing in Postgres`;
      if (POSTGRES_CLIENT_LABEL in podLabels(workload))
        problems.push(`${name} but has ${POSTGRES_CLIENT_LABEL}`);
      for (const container of podTemplateOf(workload)?.spec?.containers ?? []) {
        const variables = new Set([
          ...Object.keys(effectiveEnv(container, objects)),
          ...(container.env ?? []).map((variable) => variable.name),
        ]);
        for (const variable of ['DATABASE_URL', 'DATABASE_URL_FILE']) {
          if (variables.has(variable)) problems.push(`${name} but is given ${variable}`);
        }
        if ([...(container.command ?? []), ...(container.args ?? [])].includes('dist/migrate.js'))
          problems.push(`${name} but runs a migration`);
      }
      if (secretReferences(workload).some((reference) => reference.secret === DATABASE_SECRET))
        problems.push(`${name} but reads Secret ${DATABASE_SECRET}`);
    }
  }
  return problems;
}
