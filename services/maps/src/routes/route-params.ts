import { messages } from '@groupmap/contracts';
import { notFound, unauthorized, type Identity } from '@groupmap/svc-kit';

/** The signed-in user's id, or a 401. */
export function signedIn(identity: Identity): number {
  if (identity.userId === null) throw unauthorized();
  return identity.userId;
}

/** A numeric row id from the path; anything else names nothing (404 with `missing`). */
export function idParam(value: unknown, missing: string = messages.notFound): number {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw notFound(missing);
  }
  return Number(value);
}
