// Secrets the platform needs that `npm start` must not ask a new user for: generated once into
// <dataDir>/keys/ and passed as <NAME>_FILE, unless the environment already gives the variable.
// Kept across runs, so a restart does not void every visitor's CSRF token.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

/** Minimum length accepted for a stored secret; a shorter (damaged) file is replaced. */
const MIN_SECRET_LENGTH = 32;

/** Returns the path of the secret file `name` in `keysDir`, creating it with 48 random bytes when missing. */
export function ensureSecretFile(keysDir: string, name: string): string {
  const file = join(keysDir, name);
  if (existsSync(file) && readFileSync(file, 'utf8').trim().length >= MIN_SECRET_LENGTH) return file;
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return file;
}

/**
 * `{NAME_FILE: path}` for the generated secret, or nothing when the environment sets NAME or
 * NAME_FILE (children inherit the runner's environment, so they get that value instead).
 */
export function generatedSecretEnv(env: Env, keysDir: string, variable: string): Record<string, string> {
  if (env[variable]?.trim() || env[`${variable}_FILE`]?.trim()) return {};
  return { [`${variable}_FILE`]: ensureSecretFile(keysDir, variable.toLowerCase().replace(/_/g, '-')) };
}
