// The container engine for `npm test`: podman with its Docker API and the local stand-in images,
// made ready before the integration tests, whose fault suites then run NATS and Postgres in
// containers through testcontainers (kit testing: restartable-nats, restartable-postgres).
import { ensureBaseImages } from '../containers/base-images';
import { podmanEnv, startPodmanApi, ensurePodmanPackages, type PodmanApi } from '../containers/podman';

/** The images the restartable test infrastructure runs here (the official ones cannot be pulled). */
const TEST_IMAGES = {
  GROUPMAP_TEST_NATS_IMAGE: 'localhost/groupmap/nats-stand-in:debian',
  GROUPMAP_TEST_POSTGRES_IMAGE: 'localhost/groupmap/postgres-stand-in:15',
};

/**
 * Where the containers' published ports are reached: podman runs on this host and publishes them on
 * every address of it. Left to itself, testcontainers sees /.dockerenv (this sandbox is a container)
 * and picks podman's bridge gateway, 10.88.0.1; but podman removes that bridge whenever its last
 * container stops, so while a fault suite has NATS and Postgres both down the address is gone and a
 * client's connect fails with EHOSTUNREACH after a delay, instead of the refusal a stopped server
 * gives (a CI run failed on it). Loopback stays.
 */
const PUBLISHED_PORTS_HOST = { TESTCONTAINERS_HOST_OVERRIDE: '127.0.0.1' };

export interface ContainerEngine {
  /** The environment the integration tests get: DOCKER_HOST and the image names. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** podman's packages from apt (first, alone: apt takes one caller at a time, and the unit tests' kubectl is another). */
export async function installContainerEngine(log: (line: string) => void): Promise<void> {
  await ensurePodmanPackages(log);
}

/** The stand-in images (built once, minutes on a new machine) and podman's Docker API. */
export async function startContainerEngine(log: (line: string) => void): Promise<ContainerEngine> {
  await ensureBaseImages(log);
  const api: PodmanApi = await startPodmanApi();
  return {
    env: { DOCKER_HOST: api.dockerHost, ...podmanEnv(), ...TEST_IMAGES, ...PUBLISHED_PORTS_HOST },
    stop: api.stop,
  };
}
