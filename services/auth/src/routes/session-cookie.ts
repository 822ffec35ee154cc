import { SESSION_COOKIE } from '@groupmap/contracts';
import type { Response } from 'express';

/** The spec's cookie list keeps the login session for a year. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Sets the rotated `session_id` cookie (docs/interfaces.md): httpOnly, SameSite=Lax, site-wide,
 * a year, Secure behind https. The gateway passes it through and forgets the old secret at once.
 */
export function setSessionCookie(res: Response, secret: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: ONE_YEAR_MS,
    secure,
  });
}
