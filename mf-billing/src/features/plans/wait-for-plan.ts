import type { PlanId } from '@groupmap/contracts';

/** How long the page keeps asking for the new plan after a checkout: the event usually lands in ~1 s. */
export const PLAN_POLL_INTERVAL_MS = 1000;
export const PLAN_POLL_ATTEMPTS = 20;

export interface WaitForPlanOptions {
  /** Fetches the user afresh (and stores it where the header reads it); null when signed out. */
  readUser: () => Promise<{ currentPlan: PlanId } | null>;
  /** True once the plan is the one the page waits for. */
  arrived: (plan: PlanId) => boolean;
  /** Stops waiting (the page was left). */
  signal: AbortSignal;
  attempts?: number;
  intervalMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the user until its plan has arrived, a bounded number of times. A paid checkout changes the
 * plan asynchronously (billing publishes an event that auth consumes), so the first answer after the
 * return may still carry the old plan. Resolves true when it arrived, false when it gave up, was
 * aborted or the visitor is signed out.
 */
export async function waitForPlan({
  readUser,
  arrived,
  signal,
  attempts = PLAN_POLL_ATTEMPTS,
  intervalMs = PLAN_POLL_INTERVAL_MS,
}: WaitForPlanOptions): Promise<boolean> {
  for (let attempt = 0; attempt < attempts && !signal.aborted; attempt += 1) {
    if (attempt > 0) await sleep(intervalMs);
    if (signal.aborted) return false;
    const user = await readUser();
    if (!user) return false;
    if (arrived(user.currentPlan)) return true;
  }
  return false;
}
