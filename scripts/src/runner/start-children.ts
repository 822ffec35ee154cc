// Step 5: starting a group of processes side by side and waiting until each one is ready.
import { ManagedProcess, type ExitInfo } from './managed-process';
import type { PlannedProcess } from './process-table';
import { NotReadyError, waitForHttp } from './readiness';
import { StepFailure } from './step-failure';

export interface StartContext {
  onLine: (name: string, line: string) => void;
  onUnexpectedExit: (name: string, exit: ExitInfo) => void;
  /** Every process started is added here at once, so a failure can stop it. */
  children: ManagedProcess[];
  /** Called once the group is spawned, before waiting (the state file records the new pids). */
  onSpawned: () => void;
  timeoutMs: number;
  abort: AbortSignal | undefined;
}

/** `code 1` or `SIGKILL`: how a process ended, for messages. */
export function describeExit(exit: ExitInfo): string {
  return exit.signal ?? `code ${exit.code}`;
}

/** Why the gateway is not healthy: the body of /api/health names the upstreams that are not ready. */
async function healthDetails(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return `${response.status}: ${await response.text()}`;
  } catch (error) {
    return (error as Error).message;
  }
}

async function waitReady(plan: PlannedProcess, child: ManagedProcess, context: StartContext) {
  const url = `http://127.0.0.1:${plan.spec.port}${plan.readiness.path}`;
  try {
    await waitForHttp(url, {
      timeoutMs: context.timeoutMs,
      anyStatus: plan.readiness.anyStatus,
      exited: child.exited,
      abort: context.abort,
    });
  } catch (error) {
    if (!(error instanceof NotReadyError)) throw error;
    if (error.reason === 'aborted') throw error;
    if (error.reason === 'exited') {
      const exit = await child.exited;
      throw new StepFailure(
        `${plan.spec.name} exited (${describeExit(exit)}) before it was ready; its output is above`,
      );
    }
    const details = plan.spec.name === 'gateway' ? await healthDetails(url) : '';
    throw new StepFailure(
      `${plan.spec.name} was not ready at ${url} within ${Math.round(context.timeoutMs / 1000)} s`,
      details,
    );
  }
}

/** Starts every planned process at once and resolves when all are ready. */
export async function startAndWait(plans: PlannedProcess[], context: StartContext): Promise<void> {
  const started = plans.map((plan) => {
    const child = new ManagedProcess(plan.spec, context.onLine, context.onUnexpectedExit);
    context.children.push(child);
    return { plan, child };
  });
  context.onSpawned();
  await Promise.all(started.map(({ plan, child }) => waitReady(plan, child, context)));
}
