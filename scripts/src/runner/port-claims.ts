// Every port the platform's processes will listen on, with the variable that moves it: checked
// free before anything starts (port-check.ts). A frontend counts when it will be served.
import { deployable } from '@groupmap/contracts';
import { PORT_VARIABLES, type Ports, type RunnerConfig } from './config';
import { FRONTENDS, isBuilt } from './frontends';
import { MAILDEV, usesMaildev } from './maildev';
import type { PortClaim } from './port-check';
import { resolveFreePorts } from './ports';
import { SERVICES } from './process-table';

/** The ports the platform claims, in the order busy ones are reported. */
export function platformPortClaims(config: RunnerConfig): PortClaim[] {
  const named = (name: string, port: keyof Ports): PortClaim => ({
    name,
    port: config.ports[port],
    variable: PORT_VARIABLES[port][0],
  });
  const frontends = FRONTENDS.filter(({ app }) => config.build || isBuilt(config.rootDir, app));
  return [
    named('gateway', 'gateway'),
    named('gateway metrics', 'gatewayMetrics'),
    ...SERVICES.map((name) => named(name, name)),
    ...frontends.map(({ app }) => named(app, deployable(app).key)),
    ...(usesMaildev(config)
      ? [
          {
            ...named(MAILDEV, 'maildevSmtp'),
            variable: 'MAILDEV_SMTP_PORT (or SMTP_URL to use your own server)',
          },
          named(MAILDEV, 'maildevWeb'),
        ]
      : []),
  ];
}

/**
 * Replaces every 0 among the configured ports, and the extra realtime replicas' ports, with free
 * ones, picked in one call so no two are the same.
 */
export async function resolvePlatformPorts(config: RunnerConfig): Promise<void> {
  const replicaKeys = config.extraRealtimePorts.map((_, index) => `realtimeReplica${index + 2}`);
  const resolved = await resolveFreePorts<string>({
    ...config.ports,
    ...Object.fromEntries(replicaKeys.map((key, index) => [key, config.extraRealtimePorts[index]!])),
  });
  for (const key of Object.keys(config.ports) as (keyof Ports)[]) config.ports[key] = resolved[key]!;
  config.extraRealtimePorts = replicaKeys.map((key) => resolved[key]!);
}
