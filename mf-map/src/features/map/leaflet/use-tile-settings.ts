import { loadRuntimeConfig } from '@groupmap/app-kit';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@groupmap/contracts';
import { useQuery } from '@tanstack/react-query';

export type TileSettings = RuntimeConfig['tiles'];

/**
 * The tile URL template and its attribution, from the gateway's /runtime-config.json (decisions.md:
 * tiles are configuration). app-kit fetches that file once per page; the map draws its markers
 * without tiles until it arrives, or when it cannot be read.
 */
export function useTileSettings(): TileSettings | undefined {
  const { data } = useQuery({
    queryKey: [RUNTIME_CONFIG_PATH],
    queryFn: () => loadRuntimeConfig(),
    select: (config: RuntimeConfig) => config.tiles,
    staleTime: Infinity,
  });
  return data;
}
