// The whole local platform in one call: provision Postgres, NATS and S3, make the identity keys,
// build the frontends, migrate, start every process (maildev too, unless SMTP_URL is given) and wait
// until the gateway reports healthy.
// Used by `npm start` (start.ts) and by the end-to-end tests.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadRunnerConfig } from './config';
import { buildFrontends } from './frontends';
import { identityKeyEnv } from './identity-keys';
import { provisionInfrastructure, resolveEmbeddedPorts } from './infrastructure';
import { generatedSecretEnv } from './secrets';
import { describeMail, MAILDEV, mailInboxUrl, maildevLineFilter, maildevPlan } from './maildev';
import type { ExitInfo, ManagedProcess } from './managed-process';
import { migrateServices } from './migrations';
import { createOutput } from './output';
import { assertPortsFree } from './port-check';
import { platformPortClaims, resolvePlatformPorts } from './port-claims';
import { processNames } from './process-names';
import { gatewayPlan, gatewayUrl, servicePlan, staticPlan } from './process-table';
import { describeExit, startAndWait } from './start-children';
import { clearLeftovers, writePlatformState, type PlatformState } from './state-file';
import { prepareRuntime } from './runtime';
import { StepFailure } from './step-failure';
import { stopPlatform, STOP_GRACE_MS } from './stop-platform';
import { Supervisor, type Clock } from './supervisor';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export { STOP_GRACE_MS };

export interface StartPlatformOptions {
  /** Environment to read the configuration from (default process.env). */
  env?: Record<string, string | undefined>;
  /** Command-line arguments (`--no-build`). */
  argv?: string[];
  /** Overrides the configuration's build switch. */
  build?: boolean;
  rootDir?: string;
  /** Where output goes (default process.stdout). */
  write?: (text: string) => void;
  colors?: boolean;
  /** Aborting it cancels a start in progress: what was started is stopped and the promise rejects. */
  signal?: AbortSignal;
  /** Time for the restart schedule of a process that fails once the platform runs (tests). */
  clock?: Clock;
}

export interface RunningProcess {
  pid: number | undefined;
  port: number;
}

export interface Platform {
  /** The one public origin, e.g. http://localhost:8080. */
  gatewayUrl: string;
  /** maildev's web inbox, e.g. http://localhost:1080; undefined when SMTP_URL names another server. */
  mailInboxUrl: string | undefined;
  dataDir: string;
  /** Every process the runner started, by name (services, static servers, gateway, maildev, nats, postgres). */
  processes: Record<string, RunningProcess>;
  /** Stops everything in order: gateway, services and static servers, maildev, then NATS, S3 and Postgres. */
  stop(): Promise<void>;
}

function cancelled(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new StepFailure('start cancelled');
}

/** Starts the platform; resolves once the gateway's /api/health answers 200. */
export async function startPlatform(options: StartPlatformOptions = {}): Promise<Platform> {
  const started = Date.now();
  const config = loadRunnerConfig(
    options.rootDir ?? REPO_ROOT,
    options.env ?? process.env,
    options.argv ?? [],
  );
  if (options.build !== undefined) config.build = options.build;
  await resolvePlatformPorts(config);
  await resolveEmbeddedPorts(config);
  const output = createOutput({ names: processNames(config), write: options.write, colors: options.colors });
  const children: ManagedProcess[] = [];
  const infraStops: Array<() => Promise<void>> = [];
  const processes: Record<string, RunningProcess> = {};
  let stopping: Promise<void> | undefined;
  let running = false;
  // Once the platform runs, a process that fails is started again (supervisor.ts).
  let supervisor: Supervisor<ManagedProcess> | undefined;
  const killOnExit = () => children.forEach((child) => child.killNow());
  // The server now running under `name`: a restart (supervisor.ts) replaces a child in `children`.
  const stopCurrent = (name: string) => async () => {
    await children.find((child) => child.spec.name === name)?.stop(STOP_GRACE_MS);
  };
  process.on('exit', killOnExit);

  const state: PlatformState = {
    runnerPid: process.pid,
    status: 'starting',
    startedAt: new Date().toISOString(),
    gatewayUrl: gatewayUrl(config),
    processes: [],
  };
  // Written at every stage, so a run killed half-way leaves a record of what to clean up.
  const recordState = () => {
    state.processes = children.map((child) => ({ ...child.spec, pid: child.pid }));
    writePlatformState(config.dataDir, state);
  };
  const stop = () => {
    supervisor?.stop();
    return (stopping ??= stopPlatform(output, children, infraStops, config.dataDir, running, killOnExit));
  };

  try {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o755 });
    const leftovers = await clearLeftovers(config.dataDir);
    if (leftovers.length > 0)
      output.step('Leftovers', `stopped ${leftovers.join(', ')}, left running by an earlier run`);
    writePlatformState(config.dataDir, state);
    await assertPortsFree(platformPortClaims(config));
    cancelled(options.signal);

    // Each received mail is an info line: shown unless the log level asks for warnings only.
    const quiet = config.logLevel === 'warn' || config.logLevel === 'error' || config.logLevel === 'fatal';
    const showMaildevLine = maildevLineFilter({ quiet });
    const onLine = (name: string, line: string) => {
      if (name !== MAILDEV || showMaildevLine(line)) output.child(name, line);
    };
    const onUnexpectedExit = (name: string, exit: ExitInfo) => {
      if (supervisor) supervisor.exited(name, exit);
      else output.error(`${name} exited (${describeExit(exit)})`);
    };
    const infra = await provisionInfrastructure({
      config,
      output,
      onLine,
      onUnexpectedExit,
      children,
      infraStops,
      state,
      recordState,
      stopCurrent,
      cancelled: () => cancelled(options.signal),
    });

    const keys = identityKeyEnv(config);
    output.step('Identity keys', keys.description);
    const keysDir = join(config.dataDir, 'keys');
    const env = options.env ?? process.env;
    const gatewaySecrets = generatedSecretEnv(env, keysDir, 'CSRF_SECRET');
    // One contributor e-mail key for both: auth publishes the hashes maps keeps (issue 26).
    const contributorEmailKey = generatedSecretEnv(env, keysDir, 'CONTRIBUTOR_EMAIL_KEY');
    const serviceSecrets = {
      maps: { ...generatedSecretEnv(env, keysDir, 'MAP_PASSWORD_KEY'), ...contributorEmailKey },
      auth: contributorEmailKey,
    };
    cancelled(options.signal);
    await buildFrontends(config.rootDir, config.build, output, options.signal);
    cancelled(options.signal);
    const runtime = await prepareRuntime(config.runtime, config.rootDir, (line) =>
      output.step('Services', line),
    );
    output.step('Services', runtime);
    cancelled(options.signal);

    output.step('Billing', config.billingCheckout.description);
    const services = servicePlan(config, infra, keys.services, serviceSecrets);
    const migrated = await migrateServices(services, config.runtime, options.signal);
    output.step('Migrations', `${migrated.names.join(', ')} done (${migrated.seconds} s)`);
    cancelled(options.signal);

    const context = {
      onLine,
      onUnexpectedExit,
      children,
      onSpawned: recordState,
      timeoutMs: config.readyTimeoutMs,
      abort: options.signal,
    };
    output.step('Mail', describeMail(config));
    const maildev = maildevPlan(config);
    const statics = staticPlan(config);
    const gateway = gatewayPlan(config, infra, { ...keys.gateway, ...gatewaySecrets });
    // maildev starts beside the services: auth retries a mail it could not hand over yet anyway.
    const first = [...(maildev ? [maildev] : []), ...services, ...statics];
    output.step('Processes', `starting ${[...first, gateway].map(({ spec }) => spec.name).join(', ')}`);
    await startAndWait(first, context);
    await startAndWait([gateway], context);

    for (const child of children) processes[child.spec.name] = { pid: child.pid, port: child.spec.port! };
    state.status = 'running';
    recordState();
    running = true;
    supervisor = new Supervisor({
      children,
      clock: options.clock,
      warn: output.warn,
      error: output.error,
      onRestarted: recordState,
    });
    output.step('Ready', `in ${Math.round((Date.now() - started) / 100) / 10} s`);
    return {
      gatewayUrl: state.gatewayUrl,
      mailInboxUrl: mailInboxUrl(config),
      dataDir: config.dataDir,
      processes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
