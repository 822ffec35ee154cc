import { nkeyAuthenticator, type ConnectionOptions } from 'nats';
import { z } from 'zod';
import { ConfigError } from '../config/config-error';

/**
 * The NATS credentials of a service (docs/interfaces.md): a user and password, or an nkey seed,
 * each also as `<KEY>_FILE`. None at all connects without authentication, as on a developer's
 * machine; the compose and Kubernetes setups give every service its own (`npm run nats:auth-config`).
 */
export const natsCredentialsSchema = z.object({
  NATS_USER: z.string().min(1).optional(),
  NATS_PASSWORD: z.string().min(1).optional(),
  NATS_NKEY_SEED: z
    .string()
    .trim()
    .regex(/^SU[A-Z2-7]{56}$/, 'must be a NATS user nkey seed (SU followed by 56 characters)')
    .optional(),
});

export type NatsCredentialsConfig = z.infer<typeof natsCredentialsSchema>;

/** How a connection authenticates: as a user, with an nkey, or not at all. */
export type NatsCredentials =
  { kind: 'user'; user: string; password: string } | { kind: 'nkey'; seed: string } | { kind: 'none' };

/**
 * The credentials the configuration gives, checked as a whole.
 * @throws ConfigError when a user comes without its password (or the reverse), or with an nkey too.
 */
export function natsCredentials(config: NatsCredentialsConfig): NatsCredentials {
  const { NATS_USER: user, NATS_PASSWORD: password, NATS_NKEY_SEED: seed } = config;
  const problems: string[] = [];
  if (user !== undefined && password === undefined)
    problems.push('NATS_PASSWORD: is required with NATS_USER');
  if (password !== undefined && user === undefined)
    problems.push('NATS_USER: is required with NATS_PASSWORD');
  if (seed !== undefined && (user !== undefined || password !== undefined))
    problems.push('NATS_NKEY_SEED: give either an nkey seed or NATS_USER and NATS_PASSWORD, not both');
  if (problems.length > 0) throw new ConfigError(problems);
  if (seed !== undefined) return { kind: 'nkey', seed };
  if (user !== undefined && password !== undefined) return { kind: 'user', user, password };
  return { kind: 'none' };
}

/** The nats.js connection options that present `credentials`. */
export function natsAuthOptions(credentials: NatsCredentials): Partial<ConnectionOptions> {
  switch (credentials.kind) {
    case 'user':
      return { user: credentials.user, pass: credentials.password };
    case 'nkey':
      return { authenticator: nkeyAuthenticator(new TextEncoder().encode(credentials.seed)) };
    case 'none':
      return {};
  }
}
