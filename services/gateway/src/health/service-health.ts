import { Router } from 'express';
import { SERVICE_NAMES, type ServiceName, type UpstreamUrls } from '../upstreams';
import { recentResult } from './recent-result';

export type ServiceState = 'ready' | 'unready';

/** The body of GET /api/health. */
export interface PlatformHealth {
  status: 'ready' | 'degraded';
  services: Record<ServiceName, ServiceState>;
}

const HTTP_SERVICE_UNAVAILABLE = 503;
/** How long one round of probes answers every /api/health request (issue 21: it is public). */
const HEALTH_CACHE_MS = 1_000;

/** A service is ready when its /readyz answers 2xx within the timeout; anything else is unready. */
async function probe(baseUrl: string, timeoutMs: number): Promise<ServiceState> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'ready' : 'unready';
  } catch {
    return 'unready';
  }
}

/** Asks every service for its readiness at once, so the answer takes at most one timeout. */
export async function checkServices(upstreams: UpstreamUrls, timeoutMs: number): Promise<PlatformHealth> {
  const states = await Promise.all(SERVICE_NAMES.map((name) => probe(upstreams[name], timeoutMs)));
  const services = Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, states[index]])) as Record<
    ServiceName,
    ServiceState
  >;
  const status = states.every((state) => state === 'ready') ? 'ready' : 'degraded';
  return { status, services };
}

/**
 * `GET /api/health`: 200 when every service is ready, else 503 `degraded`, with each service's state.
 * Anyone may ask, so the answer comes from one round of probes for at most a second: a flood of
 * requests never becomes a flood of probes behind the gateway.
 */
export function serviceHealthRouter(upstreams: UpstreamUrls, timeoutMs: number): Router {
  const router = Router();
  const latestHealth = recentResult(() => checkServices(upstreams, timeoutMs), HEALTH_CACHE_MS);
  router.get('/api/health', async (_req, res) => {
    const health = await latestHealth();
    res.set('Cache-Control', 'no-store');
    res.status(health.status === 'ready' ? 200 : HTTP_SERVICE_UNAVAILABLE).json(health);
  });
  return router;
}
