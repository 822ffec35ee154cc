import { isContractMessage, messages } from '@groupmap/contracts';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { badRequest } from './http-error';

/** Picks the contract message for a validation issue; undefined falls back to the default rules. */
export type IssueMessage = (issue: z.core.$ZodIssue) => string | undefined;

function messageFor(issue: z.core.$ZodIssue, custom?: IssueMessage): string {
  const chosen = custom?.(issue);
  if (chosen !== undefined) return chosen;
  // A schema may carry a contract text as its custom message (`z.string().min(6,
  // messages.passwordTooShort)`), a filled-in template too ("Username must be 50 characters or
  // less"); zod's own wording never reaches a client.
  return isContractMessage(issue.message) ? issue.message : messages.invalidRequest;
}

/**
 * Parses `value` with `schema` and returns the typed result; on failure throws a 400 HttpError whose
 * message is the contract text for the first issue (see {@link validateBody}).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  custom?: IssueMessage,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw badRequest(first ? messageFor(first, custom) : messages.invalidRequest, 'validation_failed');
}

/**
 * Express middleware validating `req.body` against a zod schema (replacing it with the parsed value).
 * Typed: the handlers after it on the same route get `req.body` as the schema's output, no cast.
 * The 400's message is, in order: what `custom` returns for the first issue, the issue's own message
 * when it is a contract text (a filled-in template included), else "Invalid request". Never zod's raw wording.
 */
export function validateBody<S extends z.ZodType>(
  schema: S,
  custom?: IssueMessage,
): RequestHandler<Record<string, string>, unknown, z.infer<S>> {
  return (req, _res, next) => {
    req.body = parseOrThrow(schema, req.body, custom);
    next();
  };
}
