import { ERROR_CODE_HEADER } from '@groupmap/contracts';
import type { Response } from 'express';
import type { HttpError } from './http-error';

/** Writes an HttpError as architecture.md "Errors" says: status, text/plain message, X-Error-Code. */
export function sendError(res: Response, error: HttpError): void {
  res.status(error.status);
  res.set(error.headers);
  res.set(ERROR_CODE_HEADER, error.code);
  res.type('text/plain; charset=utf-8');
  res.send(error.message);
}
