/**
 * The human message carried by anything that was thrown, or undefined when there is none. Libraries
 * throw strings, plain objects, even undefined, so this never assumes an Error instance.
 */
export function errorMessage(thrown: unknown): string | undefined {
  if (typeof thrown === 'string') return thrown.trim() || undefined;
  if (thrown instanceof Error) return thrown.message.trim() || undefined;
  if (typeof thrown === 'object' && thrown !== null && 'message' in thrown) {
    const { message } = thrown as { message: unknown };
    if (typeof message === 'string') return message.trim() || undefined;
  }
  return undefined;
}
