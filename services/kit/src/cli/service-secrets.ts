import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUS_SERVICES, type BusService } from '@groupmap/contracts';
import { nkeys } from 'nats';
import type { ServiceLogin } from '../nats/nats-auth-config';

export type LoginKind = 'nkey' | 'password';

/** A service's secret and how the service is given it (the variable pointing at its file). */
export interface ServiceSecret {
  login: ServiceLogin;
  /** The environment the service needs, e.g. `NATS_NKEY_SEED_FILE=/secrets/auth.nk`. */
  env: Record<string, string>;
}

/** The server-side user name of a password login: one per service and prefix, so platforms can share a server. */
export function natsUserName(prefix: string, service: BusService): string {
  return prefix ? `${prefix}-${service}` : service;
}

/** Reads `file`, or writes `create()` to it (readable by its owner only) when it does not exist yet. */
function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = create();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

function nkeySecret(directory: string, service: BusService): ServiceSecret {
  const file = join(directory, `${service}.nk`);
  const seed = readOrCreate(file, () => new TextDecoder().decode(nkeys.createUser().getSeed()));
  const nkey = nkeys.fromSeed(new TextEncoder().encode(seed)).getPublicKey();
  return { login: { nkey }, env: { NATS_NKEY_SEED_FILE: file } };
}

function passwordSecret(directory: string, prefix: string, service: BusService): ServiceSecret {
  const file = join(directory, `${service}.password`);
  const password = readOrCreate(file, () => randomBytes(24).toString('base64url'));
  const user = natsUserName(prefix, service);
  return { login: { user, password }, env: { NATS_USER: user, NATS_PASSWORD_FILE: file } };
}

/**
 * Every service's NATS secret kept in `directory` (`<service>.nk` seeds or `<service>.password`),
 * created on first use and reused afterwards, so regenerating the server config keeps every
 * service's credentials. Throws on an unreadable or invalid existing seed.
 */
export function serviceSecrets(
  directory: string,
  prefix: string,
  kind: LoginKind,
): Record<BusService, ServiceSecret> {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const entries = BUS_SERVICES.map(
    (service) =>
      [
        service,
        kind === 'nkey' ? nkeySecret(directory, service) : passwordSecret(directory, prefix, service),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<BusService, ServiceSecret>;
}
