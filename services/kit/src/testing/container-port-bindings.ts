import type { ContainerRuntimeClient } from 'testcontainers';

type PortBinding = number | { container: number; host: number };

/**
 * The ports to publish for `image`: `container` on the fixed `host` port, and every other port the
 * image exposes on a random one. Podman's Docker API lists each exposed port of the image among a
 * container's port bindings, and testcontainers waits until all of them are bound: publishing only
 * the one port times out there (Docker lists only the published ones). Pulls a missing image first
 * (`GenericContainer.start` would have), since its exposed ports come from its configuration.
 */
export async function portBindingsFor(
  engine: ContainerRuntimeClient,
  image: string,
  fixed: { container: number; host: number },
): Promise<PortBinding[]> {
  const { ImageName } = await import('testcontainers');
  const name = ImageName.fromString(image);
  const config = await (async () => {
    if (!(await engine.image.exists(name))) await engine.image.pull(name);
    return (await engine.image.inspect(name)).Config;
  })().catch((error: unknown) => {
    throw new Error(
      `image ${image} is not available to the container engine (${String(error)}); where it cannot ` +
        'be pulled, point GROUPMAP_TEST_NATS_IMAGE / GROUPMAP_TEST_POSTGRES_IMAGE at local images',
    );
  });
  const exposed = Object.keys(config.ExposedPorts ?? {})
    .filter((key) => key.endsWith('/tcp'))
    .map((key) => Number(key.split('/')[0]))
    .filter((port) => port !== fixed.container);
  return [fixed, ...exposed];
}
