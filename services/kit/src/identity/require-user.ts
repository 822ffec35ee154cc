import { unauthorized } from '../http/http-error';
import type { Identity } from './identity';

/**
 * The signed-in user's id, or a 401 (with `message` when the route has its own words for it): the
 * one check of every route that needs an account.
 */
export function requireUser(identity: Pick<Identity, 'userId'>, message?: string): number {
  if (identity.userId === null) throw unauthorized(message);
  return identity.userId;
}
