// The names in the runner's prefix column, so it is as wide as the widest (output.ts).
import type { RunnerConfig } from './config';
import { FRONTENDS } from './frontends';
import { MAILDEV } from './maildev';
import { SERVICES } from './process-table';
import { realtimeReplicaName } from './realtime-replicas';

/** Every name that can appear in the prefix column, widest included: realtime's replicas too. */
export function processNames(config: RunnerConfig): string[] {
  const replicas = config.extraRealtimePorts.map((_, index) => realtimeReplicaName(index + 1));
  return [
    'postgres',
    'nats',
    MAILDEV,
    ...SERVICES,
    ...replicas,
    ...FRONTENDS.map(({ app }) => app),
    'gateway',
  ];
}
