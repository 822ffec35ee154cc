// The faults a real deployment meets, each struck once under load, and its window: from the fault
// until every product process answers ready again, every viewer has rejoined and every request the
// drivers sent before that has been answered. Errors inside a window are expected; outside one they
// fail the soak. The runner restarts the processes it
// supervises (a realtime replica, maps, the gateway); NATS and Postgres belong to the soak, which
// brings them back itself.
import { deployable } from '@groupmap/contracts';
import { answers } from '@groupmap/scripts';
import type { FaultKind } from './profile';
import { now } from './protocol';
import type { SoakPlatform } from './soak-platform';

export interface FaultWindow {
  kind: FaultKind;
  /** What was done, for the table and the report. */
  action: string;
  startAt: number;
  /** When the product answered ready and every viewer had rejoined; undefined if it never did. */
  endAt?: number;
}

/** Past this, a fault counts as not recovered and the soak carries on to its checks. */
const RECOVERY_GIVE_UP_MS = 300_000;
const POLL_MS = 250;
/** NATS and Postgres stay down this long before the soak starts them again. */
const DOWN_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every product process answers its readiness path, the gateway's /api/health too. */
async function productReady(platform: SoakPlatform): Promise<boolean> {
  const processes = platform.productProcesses();
  const checks = processes.map(({ name, port }) => {
    const kind = name.startsWith('realtime') ? 'realtime' : (name as 'gateway' | 'auth' | 'maps' | 'billing');
    return answers(`http://127.0.0.1:${port}${deployable(kind).healthPath}`);
  });
  checks.push(answers(`${platform.gatewayUrl}/api/health`));
  return (await Promise.all(checks)).every(Boolean);
}

function kill(platform: SoakPlatform, name: string): string {
  const pid = platform.pidOf(name);
  if (pid === undefined) throw new Error(`no ${name} process to kill`);
  process.kill(pid, 'SIGKILL');
  return pid.toString();
}

/** Strikes the fault; resolves with its window once the platform has recovered (or given up). */
export interface Recovery {
  /** Viewers joined now, and in all. */
  viewers(): { connected: number; viewers: number };
  /** Every driver has answered what it sent before `since` (collector.ts). */
  answeredBefore(since: number): boolean;
}

export async function strike(
  kind: FaultKind,
  platform: SoakPlatform,
  recovery: Recovery,
): Promise<FaultWindow> {
  const window: FaultWindow = { kind, action: '', startAt: now() };
  const before = (name: string) => platform.pidOf(name);
  let restarted: () => boolean = () => true;
  if (kind === 'realtime' || kind === 'maps' || kind === 'gateway') {
    // The second replica: the first keeps the gateway's standard upstream port.
    const name = kind === 'realtime' ? 'realtime-2' : kind;
    const pid = before(name);
    window.action = `SIGKILL ${name} (pid ${kill(platform, name)})`;
    restarted = () => before(name) !== undefined && before(name) !== pid;
  } else if (kind === 'nats') {
    await platform.nats.kill();
    window.action = 'SIGKILL nats-server, started again 2 s later';
    await sleep(DOWN_MS);
    await platform.nats.start();
  } else {
    await platform.postgres.shutdown();
    window.action = 'Postgres fast shutdown, started again 2 s later';
    await sleep(DOWN_MS);
    await platform.postgres.start();
  }
  const deadline = now() + RECOVERY_GIVE_UP_MS;
  // Give the runner's restart a moment to begin: the old process may still answer for a beat.
  await sleep(POLL_MS);
  let readyAt: number | undefined;
  while (now() < deadline) {
    const live = recovery.viewers();
    if (
      readyAt === undefined &&
      restarted() &&
      live.connected === live.viewers &&
      (await productReady(platform))
    )
      readyAt = now();
    if (readyAt !== undefined && recovery.answeredBefore(readyAt)) {
      window.endAt = now();
      break;
    }
    await sleep(POLL_MS);
  }
  return window;
}
