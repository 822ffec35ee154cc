import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@groupmap/contracts';

let pending: Promise<RuntimeConfig> | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  const remotes = config?.remotes;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    [remotes.map, remotes.dashboard, remotes.billing].every((url) => typeof url === 'string' && url !== '') &&
    typeof config?.tiles?.url === 'string'
  );
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (${RUNTIME_CONFIG_PATH})`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config))
    throw new Error(`${RUNTIME_CONFIG_PATH} does not hold a runtime configuration`);
  return config;
}

/**
 * The gateway's runtime configuration (remote manifest URLs, tile settings), fetched once per page and
 * shared by every app. A failed fetch is forgotten, so the next call (a "Try again") fetches again.
 */
export function loadRuntimeConfig(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig(fetchImpl).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
