// Finds a program the way a shell would, plus folders it may be installed in that are not on every
// user's PATH (Debian puts nats-server in /usr/sbin): used for nats-server and kubectl.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The path of the first executable `name` in the PATH's folders, then in `extraDirs`, if any.
 * @param path the PATH to search, read at each call (an install may have changed what is there).
 */
export function findExecutable(
  name: string,
  extraDirs: readonly string[],
  path: string | undefined = process.env.PATH,
): string | undefined {
  const dirs = [...(path ?? '').split(delimiter).filter(Boolean), ...extraDirs];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next folder.
    }
  }
  return undefined;
}
