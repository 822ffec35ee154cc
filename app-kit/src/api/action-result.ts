import { errorMessage } from '../errors/error-message';
import { SERVER_ERROR_STATUS } from './api-error';

/** The outcome of login, logout or register: only success or failure is used (spec section 7). */
export type ActionResult = { ok: true } | { ok: false; message: string };

/** The shape of an openapi-fetch result: the (text) error body on failure. */
interface FetchResult {
  error?: unknown;
  response: Response;
}

/**
 * The failure message of a response (spec section 8, login, logout and register): its status text
 * from 500 upward (5xx bodies are generic), else its body text, the server's human message. Either
 * falls back to the other, then to the status code, so a failure is never shown without words.
 */
export function failureMessage(response: Response, body: unknown): string {
  const text = typeof body === 'string' ? body.trim() : '';
  const statusText = response.statusText.trim();
  const preferred = response.status >= SERVER_ERROR_STATUS ? statusText : text;
  return preferred || text || statusText || String(response.status);
}

/**
 * Awaits an account call and reports it the way spec section 8 asks: ok, or the message for the
 * failure toast. A network failure (the request never got an answer) gives the error's own text.
 */
export async function actionResult(call: Promise<FetchResult>): Promise<ActionResult> {
  try {
    const { error, response } = await call;
    if (response.ok) return { ok: true };
    return { ok: false, message: failureMessage(response, error) };
  } catch (thrown) {
    return { ok: false, message: errorMessage(thrown) ?? String(thrown) };
  }
}
