import { errorMessage, failureMessage } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';

/** The billing service's answer telling the browser where to go next (and, for downgrades, why). */
export type UrlAnswer = ApiSchema<'SubscribeResponse'>;

export type UrlAnswerResult = { ok: true; answer: UrlAnswer } | { ok: false; message: string };

interface FetchResult {
  data?: UrlAnswer;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a billing call that answers `{url}` and reports it for a toast (spec section 8, Subscribe
 * failure: the server's error text). A network failure gives the error's own text.
 */
export async function urlAnswer(call: Promise<FetchResult>): Promise<UrlAnswerResult> {
  try {
    const { data, error, response } = await call;
    if (response.ok && data) return { ok: true, answer: data };
    return { ok: false, message: failureMessage(response, error) };
  } catch (thrown) {
    return { ok: false, message: errorMessage(thrown) ?? String(thrown) };
  }
}
