import type { RuntimeConfig } from '@groupmap/contracts';
import { matchPath } from 'react-router-dom';

/** A remote by its key in the runtime configuration. */
export type RemoteName = keyof RuntimeConfig['remotes'];

/**
 * Which remote owns which paths (spec route table). The remote's `./app` renders these same paths
 * itself; the shell only needs to know whom to load.
 */
export const REMOTE_ROUTES: readonly { path: string; remote: RemoteName }[] = [
  { path: '/map/:permalink', remote: 'map' },
  { path: '/dashboard/*', remote: 'dashboard' },
  { path: '/create', remote: 'dashboard' },
  { path: '/subscription', remote: 'billing' },
];

/** The remote that owns `pathname`, or undefined when no app has such a page. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname))?.remote;
}
