import {
  continueEditLinkBodySchema,
  editLinkBodySchema,
  editLinkAnswers,
  editLinkMessages,
  messages,
} from '@groupmap/contracts';
import { forbidden, ipRateLimitKey, validateBody } from '@groupmap/svc-kit';
import { Router } from 'express';
import { continueEditLink } from '../domain/continue-edit-link';
import { requestEditLink, type EditLinkRequestDeps } from '../domain/request-edit-link';
import type { MapsRateLimiters } from '../rate-limits';
import { idParam } from './route-params';

export interface EditLinkRouteDeps extends EditLinkRequestDeps {
  limits: EditLinkRequestDeps['limits'] &
    Pick<MapsRateLimiters, 'editLinkFollowSession' | 'editLinkFollowIp'>;
  /** Sends what the request asked for, after the answer (edit-link-sender-job.ts). */
  wakeSender: () => void;
}

/** Issue 26: "Send me a link" and the "Continue" of the page its mail links to (openapi.yaml). */
export function editLinkRoutes(deps: EditLinkRouteDeps): Router {
  const router = Router();

  router.post('/maps/edit-links/continue', validateBody(continueEditLinkBodySchema), async (req, res) => {
    const { sessionId, ip } = req.identity;
    if (sessionId === null) throw forbidden();
    await deps.limits.editLinkFollowSession.consume(sessionId);
    await deps.limits.editLinkFollowIp.consume(ipRateLimitKey(ip));
    const continued = await continueEditLink(deps, req.identity, req.body.token);
    res.json({ message: editLinkAnswers.continued, ...continued });
  });

  router.post('/maps/:mapId/edit-links', validateBody(editLinkBodySchema), async (req, res) => {
    if (req.identity.sessionId === null) throw forbidden();
    const mapId = idParam(req.params.mapId, messages.mapNotFound);
    await requestEditLink(deps, mapId, req.identity, req.body);
    // The answer goes first; the lookup and the mail come after it, matched or not.
    res.status(202).json({ message: editLinkMessages.checkEmail });
    deps.wakeSender();
  });

  return router;
}
