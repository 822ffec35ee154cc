// `npm run compose:secrets`: every secret docker-compose.yml reads, generated into ./secrets/ (never
// committed) and reused on later runs, so regenerating keeps sessions, map passwords and logins.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUS_SERVICES, type BusService } from '@groupmap/contracts';
import { natsAuthorizationConfig, type ServiceLogin } from '@groupmap/svc-kit';
import { serviceSecrets } from '@groupmap/svc-kit/service-secrets';
import { ensureKeyFiles } from '../runner/identity-keys';
import { ensureSecretFile } from '../runner/secrets';

/** The database, user and host docker-compose.yml gives Postgres and the services. */
const DATABASE = { user: 'groupmap', name: 'groupmap', host: 'postgres', port: 5432 };

/** A random value kept in `dir/name`, created on first use. */
function randomSecret(dir: string, name: string, bytes = 24): string {
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Writes `dir/name` only when its content changes (the compose stack mounts these files). */
function writeDerived(dir: string, name: string, content: string): void {
  const file = join(dir, name);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content)
    writeFileSync(file, content, { mode: 0o600 });
}

export interface ComposeSecrets {
  dir: string;
  files: string[];
}

/**
 * Generates (or keeps) the compose secrets in `dir`: the identity key pair, the CSRF secret, the
 * map-password key, the contributor e-mail key (auth's and maps'), the Postgres password and the DATABASE_URL holding it, the S3 root key pair,
 * an NATS nkey per service and the nats-server authorization that admits exactly those keys.
 * Stripe keys are not generated: they come from the operator's Stripe account (README).
 */
export function writeComposeSecrets(dir: string, eventsPrefix = ''): ComposeSecrets {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  ensureKeyFiles(dir);
  ensureSecretFile(dir, 'csrf-secret');
  ensureSecretFile(dir, 'map-password-key');
  ensureSecretFile(dir, 'contributor-email-key');
  const password = randomSecret(dir, 'postgres-password');
  writeDerived(
    dir,
    'database-url',
    `postgres://${DATABASE.user}:${password}@${DATABASE.host}:${DATABASE.port}/${DATABASE.name}\n`,
  );
  randomSecret(dir, 's3-access-key', 15);
  randomSecret(dir, 's3-secret-key', 30);
  const nats = serviceSecrets(join(dir, 'nats'), eventsPrefix, 'nkey');
  const logins = Object.fromEntries(BUS_SERVICES.map((service) => [service, nats[service].login])) as Record<
    BusService,
    ServiceLogin
  >;
  writeDerived(join(dir, 'nats'), 'auth.conf', natsAuthorizationConfig({ prefix: eventsPrefix, logins }));

  // The containers run as their own users (node, postgres), not as the host user who generated the
  // files, so each file is world-readable; the directories stay private to their owner (a bind
  // mount gives the container the file itself, not the way through them).
  const files: string[] = [];
  for (const sub of [dir, join(dir, 'nats')]) {
    for (const name of readdirSync(sub, { withFileTypes: true })) {
      if (!name.isFile()) continue;
      chmodSync(join(sub, name.name), 0o644);
      files.push(join(sub, name.name));
    }
  }
  return { dir, files };
}

if (require.main === module) {
  const dir = resolve(process.argv[2] ?? 'secrets');
  const { files } = writeComposeSecrets(dir, process.env.EVENTS_PREFIX ?? '');
  console.log(`${files.length} secret files ready in ${dir} (kept across runs; never commit them)`);
}
