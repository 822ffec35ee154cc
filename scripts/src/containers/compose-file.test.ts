// docker-compose.yml's promises (README, issue 12), checked on the file: what the container test
// cannot see by running it (defaults, pins, every secret generated).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { writeComposeSecrets } from './compose-secrets';
import { REPO_ROOT } from './paths';

interface ComposeService {
  image: string;
  read_only?: boolean;
  user?: string;
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, { condition: string }>;
  volumes?: string[];
  secrets?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
}

const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as ComposeFile;
const ours = Object.entries(compose.services).filter(([, service]) => service.image.startsWith('groupmap/'));

describe('docker-compose.yml', () => {
  it('runs every Groupmap container with a read-only root filesystem', () => {
    expect(ours.length).toBeGreaterThanOrEqual(13);
    for (const [name, service] of ours) expect([name, service.read_only]).toEqual([name, true]);
  });

  it('runs two realtime replicas, and the gateway knows both', () => {
    expect(compose.services['realtime-1']!.image).toBe(compose.services['realtime-2']!.image);
    expect(compose.services.gateway!.environment!.REALTIME_URLS).toBe(
      'http://realtime-1:4003,http://realtime-2:4003',
    );
  });

  it('starts each service with a database after its one-shot migration completed', () => {
    for (const service of ['auth', 'maps', 'billing']) {
      const migration = `${service}-migrate`;
      const dependsOn = compose.services[service]!.depends_on as Record<string, { condition: string }>;
      expect(dependsOn[migration]).toEqual({ condition: 'service_completed_successfully' });
      expect(compose.services[migration]!.environment).toEqual(compose.services[service]!.environment);
    }
  });

  it('runs realtime without Postgres: no database URL or secret, no migration, NATS its only dependency', () => {
    expect(compose.services['realtime-migrate']).toBeUndefined();
    for (const replica of ['realtime-1', 'realtime-2']) {
      const service = compose.services[replica]!;
      expect(Object.keys(service.environment!).filter((key) => key.startsWith('DATABASE_URL'))).toEqual([]);
      expect(service.secrets).not.toContain('database-url');
      expect(Object.keys(service.depends_on as Record<string, unknown>)).toEqual(['nats']);
    }
    const withDatabase = ours.filter(([, service]) => service.environment?.DATABASE_URL_FILE !== undefined);
    expect(withDatabase.map(([name]) => name).sort()).toEqual([
      'auth',
      'auth-migrate',
      'billing',
      'billing-migrate',
      'maps',
      'maps-migrate',
    ]);
  });

  it('keeps TEST MODE off unless the environment sets it, and runs in production mode', () => {
    expect(compose.services.billing!.environment!.BILLING_TEST_MODE).toBe('${BILLING_TEST_MODE:-false}');
    for (const [, service] of ours) expect(service.environment?.NODE_ENV ?? 'production').toBe('production');
  });

  it('pins every third-party image to a version, MinIO to its last release', () => {
    for (const [, service] of Object.entries(compose.services)) {
      expect(service.image).not.toMatch(/:latest$|^[^:]+$/);
    }
    expect(compose.services.minio!.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-/);
  });

  it('keeps data in named volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['natsdata', 'pgdata', 's3data']);
    expect(compose.services.postgres!.volumes).toContain('pgdata:/var/lib/postgresql/data');
  });

  it('reads every secret from a file that `npm run compose:secrets` generates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
    try {
      const generated = writeComposeSecrets(dir).files.map((file) => relative(dir, file));
      for (const [name, { file }] of Object.entries(compose.secrets)) {
        expect([name, generated]).toEqual([
          name,
          expect.arrayContaining([file.replace(/^\.\/secrets\//, '')]),
        ]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('writeComposeSecrets', () => {
  it('keeps existing secrets when run again, so sessions and map passwords survive', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
    try {
      writeComposeSecrets(dir);
      const before =
        readFileSync(join(dir, 'database-url'), 'utf8') +
        readFileSync(join(dir, 'nats', 'auth.conf'), 'utf8');
      writeComposeSecrets(dir);
      const after =
        readFileSync(join(dir, 'database-url'), 'utf8') +
        readFileSync(join(dir, 'nats', 'auth.conf'), 'utf8');
      expect(after).toBe(before);
      expect(readFileSync(join(dir, 'database-url'), 'utf8')).toMatch(
        /^postgres:\/\/groupmap:[\w-]{20,}@postgres:5432\/groupmap\n$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
