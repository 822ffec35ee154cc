import { loadRuntimeConfig } from '@groupmap/app-kit';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@groupmap/contracts';
import { useQuery } from '@tanstack/react-query';

export type Operator = RuntimeConfig['operator'];

export interface OperatorState {
  /** Undefined while the runtime configuration loads, or when it could not be read. */
  operator: Operator | undefined;
  failed: boolean;
}

/**
 * The company that operates this deployment (decisions.md: legal pages name it from configuration).
 * The gateway serves it in /runtime-config.json, which app-kit fetches once per page; it does not
 * change while the page is open, so it is never refetched.
 */
export function useOperator(): OperatorState {
  const query = useQuery({
    queryKey: [RUNTIME_CONFIG_PATH],
    queryFn: () => loadRuntimeConfig(),
    select: (config: RuntimeConfig) => config.operator,
    staleTime: Infinity,
  });
  return { operator: query.data, failed: query.isError };
}
