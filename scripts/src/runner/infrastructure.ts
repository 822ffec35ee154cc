// Steps 1-2 of the platform: Postgres, NATS and S3 as the configuration says (a server given by URL,
// one already running on the standard port, or an embedded one the runner starts), each recorded in
// the state file as it comes up so a run killed half-way leaves a record of what to clean up.
import type { RunnerConfig } from './config';
import type { ExitInfo, ManagedProcess } from './managed-process';
import { provisionNats } from './nats';
import type { Output } from './output';
import { resolveFreePorts } from './ports';
import { provisionPostgres } from './postgres';
import type { Infrastructure } from './process-table';
import { provisionS3 } from './s3';
import type { PlatformState } from './state-file';

/** What provisioning shares with the rest of the start: the platform's children, stops and state. */
export interface InfrastructureContext {
  config: RunnerConfig;
  output: Output;
  onLine: (name: string, line: string) => void;
  onUnexpectedExit: (name: string, exit: ExitInfo) => void;
  /** The platform's processes: an embedded server joins them (restarted by the supervisor). */
  children: ManagedProcess[];
  /** How to stop each server, in start order; the platform stops them in reverse. */
  infraStops: Array<() => Promise<void>>;
  state: PlatformState;
  recordState: () => void;
  /** Stops the process now running under `name` (a restart replaces a child). */
  stopCurrent: (name: string) => () => Promise<void>;
  /** Throws when the start was cancelled. */
  cancelled: () => void;
}

/** An embedded server's port of 0 becomes a free one too (unset keeps its standard port). */
export async function resolveEmbeddedPorts(config: RunnerConfig): Promise<void> {
  const servers = { postgres: config.postgres, nats: config.nats, s3: config.s3 };
  const asked = Object.entries(servers).filter(([, server]) => server.embeddedPort === 0);
  const picked = await resolveFreePorts(Object.fromEntries(asked.map(([name]) => [name, 0])));
  for (const [name, server] of asked) server.embeddedPort = picked[name];
}

/** Provisions Postgres, NATS and S3 in turn and answers where the services find them. */
export async function provisionInfrastructure(context: InfrastructureContext): Promise<Infrastructure> {
  const { config, output, onLine, onUnexpectedExit, children, infraStops, state, recordState } = context;
  const postgres = await provisionPostgres(config, { onLine, onUnexpectedExit });
  infraStops.push(postgres.process ? context.stopCurrent('postgres') : postgres.stop);
  if (postgres.process) {
    children.push(postgres.process);
    state.embeddedPostgres = { pid: postgres.process.pid, port: postgres.process.spec.port! };
  }
  recordState();
  output.step('Postgres', postgres.description);
  context.cancelled();
  const nats = await provisionNats(config, { output, onLine, onUnexpectedExit });
  if (nats.process) {
    children.push(nats.process);
    infraStops.push(context.stopCurrent('nats'));
    recordState();
  }
  output.step('NATS', nats.description);
  context.cancelled();
  const s3 = await provisionS3(config);
  infraStops.push(s3.stop);
  output.step('S3', s3.description);
  Object.assign(state, { databaseUrl: postgres.url, natsUrl: nats.url, s3Endpoint: s3.settings.endpoint });
  return { databaseUrl: postgres.url, natsUrl: nats.url, s3: s3.settings };
}
