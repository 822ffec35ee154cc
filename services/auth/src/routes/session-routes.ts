import type { ApiSchema } from '@groupmap/contracts';
import { noStore, unauthorized } from '@groupmap/svc-kit';
import { Router } from 'express';

/** GET /api/session: the visitor session's public id (decisions.md: never its secret). */
export function sessionRoutes(): Router {
  const router = Router();
  router.get('/session', (req, res) => {
    const { sessionId } = req.identity;
    // The gateway creates a session for this call when the cookie has none, so a token without one
    // did not come from a browser.
    if (sessionId === null) throw unauthorized();
    const body: ApiSchema<'Session'> = { id: sessionId };
    noStore(res);
    res.json(body);
  });
  return router;
}
