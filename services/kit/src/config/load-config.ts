import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/**
 * Parses the environment once against a service's zod schema and returns the typed configuration.
 *
 * Empty values count as unset, so `PORT=` falls back to the default rather than to 0. Any key of the
 * schema may instead be given as `<KEY>_FILE` (a path whose content becomes the value): secrets such as
 * the identity public key are mounted as files in Kubernetes.
 *
 * @throws ConfigError listing every missing or invalid key, one per line.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): z.infer<S> {
  const problems: string[] = [];
  const input: Env = {};
  for (const key of Object.keys(schema.shape)) {
    const direct = nonEmpty(env[key]);
    const file = nonEmpty(env[`${key}_FILE`]);
    if (direct !== undefined || file === undefined) {
      input[key] = direct;
      continue;
    }
    try {
      input[key] = readFileSync(file, 'utf8').trim();
    } catch (error) {
      problems.push(`${key}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }

  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      // zod's wording for an absent key ("expected string, received undefined") reads badly at start-up.
      const missing = issue.code === 'invalid_type' && input[key] === undefined;
      problems.push(`${key}: ${missing ? `is required (set it or ${key}_FILE)` : issue.message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return (result as { data: z.infer<S> }).data;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
