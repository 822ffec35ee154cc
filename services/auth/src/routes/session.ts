import type { ApiSchema } from '@groupmap/contracts';
import { unauthorized } from '@groupmap/svc-kit';
import { Router } from 'express';

/** GET /api/session: the visitor session's public id (decisions.md: never its secret). */
export function sessionRoutes(): Router {
  const router = Router();
  router.get('/session', (req, res) => {
    const { sessionId } = req.identity;
    // The gateway gives every request a session; a token without one did not come from a browser.
    if (sessionId === null) throw unauthorized();
    const body: ApiSchema<'Session'> = { id: sessionId };
    res.json(body);
  });
  return router;
}
