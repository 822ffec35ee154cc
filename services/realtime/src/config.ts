import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import type { z } from 'zod';

const DEFAULT_PORT = 4003;

/** Every variable the realtime service reads (the common ones are in docs/interfaces.md). */
export const realtimeConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
});

export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadRealtimeConfig(env: Record<string, string | undefined> = process.env): RealtimeConfig {
  return loadConfig(realtimeConfigSchema, env);
}
