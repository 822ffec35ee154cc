// Whether a frontend's dist/ is up to date: a hash of everything its build reads (its own folder,
// the shared app-kit and contracts, the lockfile) is stored in dist/.build-stamp after each build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const STAMP_FILE = '.build-stamp';
/** Folders that are outputs or caches, never build inputs. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.cache', 'test-results', 'coverage']);

/** The repository paths (folders or files) one frontend's build depends on. */
export function frontendInputs(app: string): string[] {
  return [app, 'app-kit', 'contracts', 'package-lock.json'];
}

function collectFiles(absolute: string, into: string[]) {
  if (!existsSync(absolute)) return;
  if (!statSync(absolute).isDirectory()) {
    into.push(absolute);
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    collectFiles(join(absolute, entry.name), into);
  }
}

/**
 * A sha256 over the relative path and content of every file under `inputs` (paths relative to
 * `rootDir`), in a stable order, so any added, removed, renamed or edited file changes it.
 */
export function hashInputs(rootDir: string, inputs: string[]): string {
  const files: string[] = [];
  for (const input of inputs) collectFiles(join(rootDir, input), files);
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(rootDir, path).split(sep).join('/')).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(rootDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when `distDir` holds a build whose stamp equals `hash`. */
export function isUpToDate(distDir: string, hash: string): boolean {
  const stamp = join(distDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export function writeStamp(distDir: string, hash: string): void {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, STAMP_FILE), `${hash}\n`);
}
