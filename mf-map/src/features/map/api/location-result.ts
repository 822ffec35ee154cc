import { errorMessage, failureMessage } from '@groupmap/app-kit';

/** A location write's outcome: the answer, or the server's text for the failure toast. */
export type WriteResult<T> = { ok: true; data: T } | { ok: false; message: string };

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a write and reports it as spec section 8 asks: the server's text below 500, the status text
 * from 500 on (app-kit's `failureMessage`), and a network failure's own text.
 */
export async function writeResult<T>(call: Promise<FetchResult<T>>): Promise<WriteResult<T>> {
  try {
    const { data, error, response } = await call;
    if (response.ok) return { ok: true, data: data as T };
    return { ok: false, message: failureMessage(response, error) };
  } catch (thrown) {
    return { ok: false, message: errorMessage(thrown) ?? String(thrown) };
  }
}
