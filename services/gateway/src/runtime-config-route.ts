import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@groupmap/contracts';
import { Router } from 'express';

/**
 * `GET /runtime-config.json`: where the shell finds each remote and the tile server. `no-cache` makes
 * browsers revalidate on every load, so moving a remote takes effect without rebuilding the shell.
 */
export function runtimeConfigRouter(runtimeConfig: RuntimeConfig): Router {
  const router = Router();
  router.get(RUNTIME_CONFIG_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(runtimeConfig);
  });
  return router;
}
