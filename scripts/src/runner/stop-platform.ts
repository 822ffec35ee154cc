// Stopping the platform in order: the gateway first, so no request reaches a service that is
// shutting down; then the services and static servers, maildev, and the infrastructure last.
import { MAILDEV } from './maildev';
import type { ManagedProcess } from './managed-process';
import type { Output } from './output';
import { removePlatformState } from './state-file';

/** How long each process has to stop when asked before it is killed. */
export const STOP_GRACE_MS = 10_000;

/** Stops every child and infrastructure server, then removes the state file. */
export async function stopPlatform(
  output: Output,
  children: ManagedProcess[],
  infraStops: Array<() => Promise<void>>,
  dataDir: string,
  announce: boolean,
  killOnExit: () => void,
): Promise<void> {
  const started = Date.now();
  if (announce)
    output.step('Stopping', 'gateway, then services and static servers, then maildev and infrastructure');
  // The gateway first, so no request reaches a service that is shutting down.
  await Promise.all(
    children.filter((child) => child.spec.name === 'gateway').map((child) => child.stop(STOP_GRACE_MS)),
  );
  const apps = children.filter(
    (child) => !['gateway', MAILDEV, 'nats', 'postgres'].includes(child.spec.name),
  );
  await Promise.all(apps.map((child) => child.stop(STOP_GRACE_MS)));
  // maildev after the services, so a mail auth is handing over as it stops still arrives.
  await Promise.all(
    children.filter((child) => child.spec.name === MAILDEV).map((child) => child.stop(STOP_GRACE_MS)),
  );
  for (const stopInfra of [...infraStops].reverse()) {
    try {
      await stopInfra();
    } catch (error) {
      output.warn(`could not stop cleanly: ${(error as Error).message}`);
    }
  }
  removePlatformState(dataDir);
  process.removeListener('exit', killOnExit);
  if (announce) output.step('Stopped', `in ${Math.round((Date.now() - started) / 100) / 10} s`);
}
