import { messages } from '@groupmap/contracts';
import { notFound } from '@groupmap/svc-kit';

/** A numeric row id from the path; anything else names nothing (404 with `missing`). */
export function idParam(value: unknown, missing: string = messages.notFound): number {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw notFound(missing);
  }
  return Number(value);
}
