import { errorMessage } from '../errors/error-message';
import { failureMessage } from './failure-message';

/** A call's outcome for a toast or an inline error: its data, or the words to show. */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string };

/** The shape of an openapi-fetch result: data on success, the (text) error body otherwise. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface ResultOptions {
  /** 5xx bodies shown in their own words instead of the status text (see failureMessage). */
  ownWords?: readonly string[];
}

/**
 * Awaits a write (or any call whose failure is shown, not thrown) and reports it as spec section 8
 * asks: the data of a 2xx answer; else the server's text below 500, the status text from 500 on, and
 * a network failure's own text. The one way every app turns an API call into ok-or-message.
 */
export async function result<T>(
  call: Promise<FetchResult<T>>,
  options: ResultOptions = {},
): Promise<Result<T>> {
  try {
    const { data, error, response } = await call;
    if (response.ok) return { ok: true, data: data as T };
    return { ok: false, message: failureMessage(response, error, options.ownWords) };
  } catch (thrown) {
    return { ok: false, message: errorMessage(thrown) ?? String(thrown) };
  }
}

/** The data of `outcome`, or an Error carrying its message (for react-query's mutations and queries). */
export function dataOrThrow<T>(outcome: Result<T>): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data;
}
