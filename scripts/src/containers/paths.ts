import { resolve } from 'node:path';

/** The repository root: the build context of every image and the folder of docker-compose.yml. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
