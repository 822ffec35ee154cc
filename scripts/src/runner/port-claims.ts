// Every port the platform's processes will listen on, with the variable that moves it: checked
// free before anything starts (port-check.ts). A frontend counts when it will be served.
import { deployable } from '@groupmap/contracts';
import { PORT_VARIABLES, type Ports, type RunnerConfig } from './config';
import { FRONTENDS, isBuilt } from './frontends';
import { MAILDEV, usesMaildev } from './maildev';
import type { PortClaim } from './port-check';
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
