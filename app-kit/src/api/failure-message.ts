import { SERVER_ERROR_STATUS } from './api-error';

/**
 * The failure message of a response (spec section 8, for toasts and inline errors): its status text
 * from 500 upward (5xx bodies are generic), else its body text, the server's human message. Either
 * falls back to the other, then to the status code, so a failure is never shown without words.
 * `ownWords` are 5xx bodies shown as they are (a busy service telling when to try again).
 */
export function failureMessage(response: Response, body: unknown, ownWords: readonly string[] = []): string {
  const text = typeof body === 'string' ? body.trim() : '';
  const statusText = response.statusText.trim();
  const serverSide = response.status >= SERVER_ERROR_STATUS && !ownWords.includes(text);
  const preferred = serverSide ? statusText : text;
  return preferred || text || statusText || String(response.status);
}
