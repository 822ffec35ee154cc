import type { PlanId } from '@groupmap/contracts';

/** How long the page keeps asking for the new plan after a checkout: the event usually lands in ~1 s. */
export const PLAN_POLL_INTERVAL_MS = 1000;
export const PLAN_POLL_ATTEMPTS = 20;

export interface WaitForPlanOptions<User extends { currentPlan: PlanId }> {
  /** Fetches the user afresh (and stores it where the header reads it); null when signed out. */
  readUser: () => Promise<User | null>;
  /** True once the user's plan (or the change scheduled for it) is the one the page waits for. */
  arrived: (user: User) => boolean;
  /** Stops waiting (the page was left). */
  signal: AbortSignal;
  attempts?: number;
  intervalMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the user until its plan has arrived, a bounded number of times. A paid checkout or a
 * scheduled downgrade changes the account asynchronously (billing publishes an event that auth
 * consumes), so the first answer afterwards may still carry the old state. Resolves true when it
 * arrived, false when it gave up, was aborted or the visitor is signed out.
 */
export async function waitForPlan<User extends { currentPlan: PlanId }>({
  readUser,
  arrived,
  signal,
  attempts = PLAN_POLL_ATTEMPTS,
  intervalMs = PLAN_POLL_INTERVAL_MS,
}: WaitForPlanOptions<User>): Promise<boolean> {
  for (let attempt = 0; attempt < attempts && !signal.aborted; attempt += 1) {
    if (attempt > 0) await sleep(intervalMs);
    if (signal.aborted) return false;
    const user = await readUser();
    if (!user) return false;
    if (arrived(user)) return true;
  }
  return false;
}
