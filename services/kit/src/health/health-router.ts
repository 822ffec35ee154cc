import { Router } from 'express';
import type { Logger } from 'pino';
import { isShuttingDown } from '../lifecycle/shutdown-state';
import { withTimeout } from './with-timeout';

/** A readiness check: resolves when the dependency answers, rejects (or hangs) when it does not. */
export type ReadinessCheck = () => Promise<void>;

export interface HealthRouterOptions {
  /** Named checks, e.g. `{ postgres: postgresCheck(knex), nats: natsCheck(nc) }`. */
  checks: Record<string, ReadinessCheck>;
  /** A check that has not answered after this long counts as failing. */
  timeoutMs?: number;
  /** Logs when the set of failing checks changes (not on every probe). */
  logger?: Logger;
  /** True once the process is shutting down: /readyz then answers 503 (default: the kit's process flag). */
  shuttingDown?: () => boolean;
}

const DEFAULT_TIMEOUT_MS = 2000;

/**
 * `GET /healthz`: 200 `{status:'ok'}` while the process runs (liveness).
 * `GET /readyz`: 503 `{status:'shutting-down'}` as soon as the process starts its graceful shutdown
 * (`onShutdown`), before it stops accepting requests; otherwise 200 `{status:'ok'}` when every check
 * passes within the timeout, else 503 `{status:'unready', failing:[names]}` (readiness: take this
 * replica out of rotation).
 */
export function healthRouter({
  checks,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  logger,
  shuttingDown = isShuttingDown,
}: HealthRouterOptions): Router {
  const router = Router();
  let lastFailing = '';

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const refuseIfShuttingDown = () => {
      if (shuttingDown()) res.status(503).json({ status: 'shutting-down' });
      return res.headersSent;
    };
    if (refuseIfShuttingDown()) return;
    const entries = Object.entries(checks);
    const results = await Promise.allSettled(
      entries.map(([name, check]) => withTimeout(check(), timeoutMs, name)),
    );
    const failures = entries.flatMap(([name], index) => {
      const result = results[index];
      return result?.status === 'rejected' ? [{ name, reason: String(result.reason) }] : [];
    });
    const failing = failures.map((failure) => failure.name);

    const key = failing.join(',');
    if (key !== lastFailing) {
      if (failing.length > 0) logger?.warn({ failures }, 'not ready');
      else logger?.info('ready');
      lastFailing = key;
    }

    // A shutdown may have begun while the checks ran.
    if (refuseIfShuttingDown()) return;
    if (failing.length > 0) res.status(503).json({ status: 'unready', failing });
    else res.json({ status: 'ok' });
  });

  return router;
}
