import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { assertEventsPrefix, BUS_SERVICES, type BusService } from '@groupmap/contracts';
import { natsAuthorizationConfig, type ServiceLogin } from '../nats/nats-auth-config';
import { serviceSecrets } from './service-secrets';

const USAGE = `Usage: npm run nats:auth-config -- --secrets <dir> [--prefix <EVENTS_PREFIX>] [--out <file>] [--passwords]

Writes a nats-server authorization config (default <dir>/nats-auth.conf) with one user per service
(${BUS_SERVICES.join(', ')}), each allowed exactly what it uses on the bus. Each service's secret is
kept in <dir>: an nkey seed <service>.nk (default), or with --passwords a password <service>.password;
existing ones are reused. Prints the variables that give each service its credentials.`;

/**
 * `npm run nats:auth-config`: the NATS authorization the compose and Kubernetes setups run the
 * platform with (docs/decisions/events.md, README "Operating").
 */
function main(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      secrets: { type: 'string' },
      prefix: { type: 'string', default: process.env.EVENTS_PREFIX ?? '' },
      out: { type: 'string' },
      passwords: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.secrets) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  assertEventsPrefix(values.prefix);
  const directory = resolve(values.secrets);
  const secrets = serviceSecrets(directory, values.prefix, values.passwords ? 'password' : 'nkey');
  const logins = Object.fromEntries(
    BUS_SERVICES.map((service) => [service, secrets[service].login]),
  ) as Record<BusService, ServiceLogin>;
  const out = resolve(values.out ?? `${directory}/nats-auth.conf`);
  writeFileSync(out, natsAuthorizationConfig({ prefix: values.prefix, logins }), { mode: 0o600 });

  process.stdout.write(`Wrote ${out} for EVENTS_PREFIX "${values.prefix}". Give each service:\n`);
  for (const service of BUS_SERVICES) {
    const env = Object.entries(secrets[service].env).map(([key, value]) => `${key}=${value}`);
    process.stdout.write(`  ${service}: ${env.join(' ')}\n`);
  }
  return 0;
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error) {
  process.stderr.write(
    `nats:auth-config failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
