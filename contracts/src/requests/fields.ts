import { z } from 'zod';
import { formatMessage } from '../messages/format';
import { serviceMessages } from '../messages/service';
import { validationMessages } from '../messages/validation';

/**
 * Building blocks of the request schemas. Every check carries its contract message, so a failed
 * parse's first issue is already the text the client shows.
 */

/** "{field} must be {n} characters or less". */
export const tooLong = (field: string, max: number) =>
  formatMessage(validationMessages.fieldTooLong, { field, n: max });

/** A required string, trimmed, non-empty and capped; missing, wrong-typed or blank all answer `required`. */
export const requiredText = (required: string, field: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(field, max) });

/** An optional string, trimmed and capped; absent, null and blank all become null. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: serviceMessages.invalidRequest })
    .trim()
    .max(max, { error: tooLong(field, max) })
    .nullish()
    .transform((value) => (value ? value : null));

/** A request body or query object; a body that is not an object at all answers "Invalid request". */
export const requestObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object(shape, { error: serviceMessages.invalidRequest });
