/** JetStream API error codes this kit reacts to (nats-server's `err_code`). */
export const JS_CONSUMER_NOT_FOUND = 10014;
/** Another replica added the stream, with settings of another release, between our check and add. */
export const JS_STREAM_NAME_IN_USE = 10058;
export const JS_STREAM_NOT_FOUND = 10059;

/** The JetStream API error code of a failed nats.js call, if it was one. */
export function jetStreamErrorCode(error: unknown): number | undefined {
  return (error as { api_error?: { err_code?: number } } | undefined)?.api_error?.err_code;
}
