// Realtime replicas behind the gateway (REALTIME_REPLICAS): `npm start` runs the registry's count,
// one; the soak and anyone trying the live channel's spread ask for more. The first keeps
// REALTIME_PORT; the others listen on free ports picked at start (only the gateway needs to know
// them, through REALTIME_URLS), named realtime-2, realtime-3... in the output and the state file.
import { deployable } from '@groupmap/contracts';

/** More would only share this machine's two cores; the gateway spreads over any number. */
export const MAX_REALTIME_REPLICAS = 4;

/** The process name of the replica at `index` (0-based): `realtime`, then `realtime-2`... */
export const realtimeReplicaName = (index: number): string =>
  index === 0 ? 'realtime' : `realtime-${index + 1}`;

/**
 * REALTIME_REPLICAS as a count (the registry's default when unset); a problem is added for anything
 * but a whole number from 1 to MAX_REALTIME_REPLICAS.
 */
export function readRealtimeReplicas(raw: string | undefined, problems: string[]): number {
  const fallback = deployable('realtime').replicas;
  if (raw === undefined) return fallback;
  const count = Number(raw);
  if (Number.isInteger(count) && count >= 1 && count <= MAX_REALTIME_REPLICAS) return count;
  problems.push(`REALTIME_REPLICAS: must be a whole number from 1 to ${MAX_REALTIME_REPLICAS}, got "${raw}"`);
  return fallback;
}
