// The nine deployables' images, built from the repository root the way an operator builds them
// (`docker build -f containers/<kind>.Dockerfile --build-arg ... .`), with this machine's stand-in
// base image. One Dockerfile per kind; each image's build arguments come from contracts' registry.
import { DEPLOYABLES as REGISTRY } from '@groupmap/contracts';
import { podman, podmanOrThrow } from './podman';
import { NODE_IMAGE } from './base-images';

export interface Deployable {
  name: string;
  /** Its image without the tag (`groupmap/auth`). */
  image: string;
  /** The Dockerfile of its kind, from the repository root. */
  dockerfile: string;
  kind: 'service' | 'frontend';
  /** What tells that Dockerfile which deployable to build (`SERVICE`, `PORT`; `APP`, `FALLBACKS`). */
  buildArgs: Record<string, string>;
}

/** The one Dockerfile of each kind. */
export const DOCKERFILES: Record<Deployable['kind'], string> = {
  service: 'containers/service.Dockerfile',
  frontend: 'containers/frontend.Dockerfile',
};

/**
 * The stages worth keeping as build cache, by kind. podman's layer cache is made of untagged
 * images, which `image prune` removes with the superseded ones; tagging these stages keeps the
 * expensive ones (npm ci, the bundle) across runs, and an outdated one loses its tag when rebuilt.
 */
const CACHED_STAGES: Record<Deployable['kind'], string[]> = {
  service: ['build', 'deps'],
  frontend: ['server'],
};

/** Every deployable of contracts' registry, with the Dockerfile of its kind and its build arguments. */
export const DEPLOYABLES: Deployable[] = REGISTRY.map((entry): Deployable => ({
  name: entry.name,
  image: entry.image,
  dockerfile: DOCKERFILES[entry.kind],
  kind: entry.kind,
  buildArgs:
    entry.kind === 'service'
      ? { SERVICE: entry.name, PORT: String(entry.port) }
      : { APP: entry.name, FALLBACKS: entry.fallbacks.join(' ') },
}));

/** The tag docker-compose.yml uses by default (GROUPMAP_TAG). */
export const LOCAL_TAG = 'local';

export const imageName = (deployable: Deployable, tag = LOCAL_TAG) => `${deployable.image}:${tag}`;

export interface BuiltImage {
  name: string;
  image: string;
  seconds: number;
  bytes: number;
}

/**
 * Builds every deployable's image. Frontends take the dist/ this checkout already built
 * (DIST_FROM=context): the test run builds each frontend once and reuses it. Unchanged layers come
 * from podman's cache, so a change to one remote rebuilds only that image's last layers.
 */
export async function buildImages(log: (line: string) => void, tag = LOCAL_TAG): Promise<BuiltImage[]> {
  const built: BuiltImage[] = [];
  for (const deployable of DEPLOYABLES) {
    const started = Date.now();
    const image = imageName(deployable, tag);
    const args = ['build', '--format', 'docker', '--build-arg', `NODE_IMAGE=${NODE_IMAGE}`];
    for (const [name, value] of Object.entries(deployable.buildArgs))
      args.push('--build-arg', `${name}=${value}`);
    if (deployable.kind === 'frontend') args.push('--build-arg', 'DIST_FROM=context');
    for (const stage of CACHED_STAGES[deployable.kind]) {
      const cacheTag = `localhost/groupmap-build-cache/${deployable.name}-${stage}:${tag}`;
      await podmanOrThrow(
        [...args, '--target', stage, '-f', deployable.dockerfile, '-t', cacheTag, '.'],
        `building stage ${stage} of ${image}`,
      );
    }
    await podmanOrThrow([...args, '-f', deployable.dockerfile, '-t', image, '.'], `building ${image}`);
    const size = await podmanOrThrow(
      ['image', 'inspect', '--format', '{{.Size}}', image],
      `inspecting ${image}`,
    );
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const bytes = Number(size.trim());
    log(`image ${image}: ${(bytes / 1e6).toFixed(0)} MB (${seconds} s)`);
    built.push({ name: deployable.name, image, seconds, bytes });
  }
  // Rebuilt images leave their predecessors untagged: drop those, keep the build cache.
  await podman(['image', 'prune', '--force']);
  return built;
}
