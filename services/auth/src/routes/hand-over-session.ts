import { SESSION_PUBLIC_ID_HEADER, SESSION_SECRET_HEADER } from '@groupmap/svc-kit';
import type { Response } from 'express';
import type { HandedOverSession } from '../domain/sign-in-session';

/**
 * Hands a rotated or new session to the gateway, which sets the `session_id` and `csrf_token`
 * cookies from it and removes these headers (kit's session-handoff): auth never sets a cookie itself.
 */
export function handOverSession(res: Response, session: HandedOverSession): void {
  res.set(SESSION_SECRET_HEADER, session.secret);
  res.set(SESSION_PUBLIC_ID_HEADER, session.publicId);
}
