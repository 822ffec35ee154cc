import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { natsCredentialsSchema } from '../nats/nats-credentials';
import { areIpAddresses, parseListenHosts } from '../lifecycle/listen-hosts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A TCP port number from the environment; `portSchema(4001)` gives a service its default port. */
export function portSchema(defaultPort: number) {
  return z.coerce.number().int().min(0).max(65535).default(defaultPort);
}

/**
 * The addresses a listener binds, comma-separated IP addresses (`127.0.0.1,::1`); unset or empty
 * means every interface (containers). `npm start` sets the loopback addresses.
 */
export const listenHostSchema = z
  .string()
  .optional()
  .transform((value) => parseListenHosts(value ?? ''))
  .refine(areIpAddresses, { message: 'must be IP addresses separated by commas, e.g. 127.0.0.1,::1' });

/**
 * A PEM public key. `.env` files often carry PEM text on one line with literal `\n`, so those are
 * turned back into newlines before the key is checked.
 */
export const publicKeyPemSchema = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .refine(isPublicKeyPem, { message: 'must be a PEM public key (-----BEGIN PUBLIC KEY-----)' });

function isPublicKeyPem(value: string): boolean {
  try {
    createPublicKey(value);
    return value.includes('BEGIN PUBLIC KEY');
  } catch {
    return false;
  }
}

/**
 * The variables every Groupmap service reads (docs/interfaces.md, "Common service environment").
 * Services extend it with their own keys and their default PORT: `baseServiceSchema.extend({...})`.
 * IDENTITY_PUBLIC_KEY may also be given as IDENTITY_PUBLIC_KEY_FILE (see loadConfig), and so may the
 * optional NATS credentials (NATS_USER and NATS_PASSWORD, or NATS_NKEY_SEED; see natsCredentials).
 */
export const baseServiceSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  /** The addresses the service listens at (see listenHostSchema). */
  LISTEN_HOST: listenHostSchema,
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .default('postgres://postgres@127.0.0.1:5432/groupmap'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  EVENTS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, 'may hold only letters, digits, "_" and "-"')
    .default(''),
  /**
   * How many JetStream servers keep a copy of the stream a producing service owns: 1 on one NATS
   * server, 3 on a three-node cluster (k8s production). Set at every start, on a new or existing stream.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  IDENTITY_PUBLIC_KEY: publicKeyPemSchema,
  ...natsCredentialsSchema.shape,
});

/** The configuration every service has once {@link baseServiceSchema} is parsed. */
export type BaseServiceConfig = z.infer<typeof baseServiceSchema>;
