import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..');

/**
 * Builds a changed copy of a remote, as a developer of that remote would before redeploying it: the
 * remote's folder is copied (inside the repository, so its dependencies resolve), `replace` is
 * applied to one source file, and the copy is built with its own rspack config. Returns its dist/.
 */
export function buildChangedRemote(
  app: string,
  file: string,
  replace: { from: string; to: string },
  workDir: string,
): string {
  const copy = join(REPO_ROOT, 'e2e', '.tmp', workDir, app);
  mkdirSync(copy, { recursive: true });
  cpSync(join(REPO_ROOT, app), copy, {
    recursive: true,
    filter: (source) => !/\/(dist|node_modules)(\/|$)/.test(source.slice(REPO_ROOT.length)),
  });
  const source = join(copy, file);
  const original = readFileSync(source, 'utf8');
  if (!original.includes(replace.from)) throw new Error(`${app}/${file} does not contain "${replace.from}"`);
  writeFileSync(source, original.replace(replace.from, replace.to));
  execFileSync(
    join(REPO_ROOT, 'node_modules', '.bin', 'rspack'),
    ['build', '-c', join(copy, 'rspack.config.ts')],
    {
      cwd: copy,
      stdio: 'pipe',
    },
  );
  return join(copy, 'dist');
}
