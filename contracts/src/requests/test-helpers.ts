import type { z } from 'zod';

/** The message a client would get for `value`: the first issue's text, or null when it parses. */
export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
