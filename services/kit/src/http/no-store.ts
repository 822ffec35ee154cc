import type { Response } from 'express';

/**
 * Marks an answer that carries personal data or secrets as never to be stored by a browser or a
 * proxy (decisions.md, Sessions and cookies).
 */
export function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}
