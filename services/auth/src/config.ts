import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import type { z } from 'zod';

const DEFAULT_PORT = 4001;

/** Every variable the auth service reads (the common ones are in docs/interfaces.md). */
export const authConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
