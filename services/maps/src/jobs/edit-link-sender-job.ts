import { startPeriodicJob, type PeriodicJob } from '@groupmap/svc-kit';
import { sendDueEditLinks, type EditLinkSenderDeps } from '../domain/send-edit-links';

const DEFAULT_INTERVAL_MS = 5_000;

export interface EditLinkSender extends PeriodicJob {
  /** Handles what is due now, without waiting: the route calls it right after its answer. */
  wake(): void;
}

/**
 * Sends the mails "Send me a link" asked for (issue 26): woken by the route after each answer, and
 * every few seconds for requests put back after a failure or made on another replica.
 */
export function startEditLinkSender(
  deps: EditLinkSenderDeps & { intervalMs?: number; clock?: () => Date },
): EditLinkSender {
  const job = startPeriodicJob({
    name: 'edit-link-sender',
    logger: deps.logger,
    intervalMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    clock: deps.clock,
    runAtStart: true,
    doneMessage: 'edit link mails handed to auth',
    run: (now) => sendDueEditLinks(deps, now),
  });
  return {
    ...job,
    wake: () => {
      job.runOnce().catch((error: unknown) => deps.logger.error({ err: error }, 'edit link sending failed'));
    },
  };
}
