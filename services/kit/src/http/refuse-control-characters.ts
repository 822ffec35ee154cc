import { messages } from '@groupmap/contracts';
import type { RequestHandler } from 'express';
import { containsForbiddenCharacter, hasForbiddenCharacter } from './control-characters';
import { badRequest } from './http-error';

/**
 * Refuses a request whose decoded path, query (keys and values) or JSON body (keys and values, at
 * any depth) holds a control character or a lone surrogate, with 400 "Text must not contain control
 * characters" and code `invalid_characters`, before any route or the database sees it. A path whose
 * percent-encoding does not decode (`%zz`, `%ff`) answers 400 "Invalid request": Express would
 * otherwise fail while matching route parameters. Mounted by `createServiceApp` after the identity
 * check and the JSON parser; bodies of other types (uploads) are their route's concern.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    next(badRequest());
    return;
  }
  if (
    hasForbiddenCharacter(path, 'line') ||
    containsForbiddenCharacter(req.query, 'line') ||
    containsForbiddenCharacter(req.body, 'text')
  ) {
    next(badRequest(messages.controlCharacters, 'invalid_characters'));
    return;
  }
  next();
};
