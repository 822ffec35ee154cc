// The backup and restore the README documents, exercised on the compose stack: one plain-SQL
// pg_dump per service schema, and the S3 volume copied while its server is stopped; then both
// restored into a fresh stack (new volumes) before its services start.
import { join } from 'node:path';
import { DEPLOYABLES } from '@groupmap/contracts';
import { DEBIAN_IMAGE } from './base-images';
import type { ComposeProject } from './compose';
import { podmanOrThrow } from './podman';
import { eventually } from './eventually';

/** The schema of every service with a database (architecture.md: each owns one; realtime has none). */
export const SCHEMAS = DEPLOYABLES.flatMap((entry) => (entry.schema === null ? [] : [entry.schema]));
const DB = ['-U', 'groupmap', '-d', 'groupmap'];

const volumeName = (project: ComposeProject, volume: string) => `${project.name}_${volume}`;

async function waitForPostgres(project: ComposeProject): Promise<void> {
  await eventually('Postgres accepting connections', 60_000, async () => {
    const result = await project.run(['exec', '-T', 'postgres', 'pg_isready', ...DB]);
    return result.code === 0 ? true : undefined;
  });
}

/** Writes `<dir>/<schema>.sql` for each schema and `<dir>/s3data.tar` of the S3 volume. */
export async function backUp(project: ComposeProject, dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const schema of SCHEMAS) {
    const file = join(dir, `${schema}.sql`);
    await project.runToFile(
      ['exec', '-T', 'postgres', 'pg_dump', ...DB, `--schema=${schema}`, '--no-owner'],
      file,
      `pg_dump of schema ${schema}`,
    );
    files.push(file);
  }
  // Stopped, so the copy is consistent (MinIO's own files, or the stand-in's).
  await project.runOrThrow(['stop', 'minio'], 'stopping the S3 server');
  await podmanOrThrow(
    [
      'run',
      '--rm',
      '-v',
      `${volumeName(project, 's3data')}:/data:ro`,
      '-v',
      `${dir}:/backup`,
      DEBIAN_IMAGE,
      'tar',
      '-C',
      '/data',
      '-cf',
      '/backup/s3data.tar',
      '.',
    ],
    'copying the S3 volume',
  );
  await project.runOrThrow(['start', 'minio'], 'starting the S3 server again');
  files.push(join(dir, 's3data.tar'));
  return files;
}

/** Restores a backup into a project that has never run: volumes first, then every service. */
export async function restoreInto(project: ComposeProject, dir: string): Promise<void> {
  // The volume is made with compose's labels, so `up` adopts it as its own; `up --no-start` would
  // wait for the one-shot migrations' completion and never return.
  const s3Volume = volumeName(project, 's3data');
  await podmanOrThrow(
    [
      'volume',
      'create',
      '--label',
      `com.docker.compose.project=${project.name}`,
      '--label',
      'com.docker.compose.volume=s3data',
      s3Volume,
    ],
    'creating the S3 volume',
  );
  await podmanOrThrow(
    [
      'run',
      '--rm',
      '-v',
      `${s3Volume}:/data`,
      '-v',
      `${dir}:/backup:ro`,
      DEBIAN_IMAGE,
      'tar',
      '-C',
      '/data',
      '-xf',
      '/backup/s3data.tar',
    ],
    'restoring the S3 volume',
  );
  await project.runOrThrow(['up', '-d', '--no-build', 'postgres'], 'starting Postgres');
  await waitForPostgres(project);
  for (const schema of SCHEMAS) {
    await project.runWithInput(
      ['exec', '-T', 'postgres', 'psql', ...DB, '-v', 'ON_ERROR_STOP=1', '-q', '-f', '-'],
      join(dir, `${schema}.sql`),
      `restoring schema ${schema}`,
    );
  }
  await project.runOrThrow(['up', '-d', '--no-build'], 'starting the restored stack');
}
