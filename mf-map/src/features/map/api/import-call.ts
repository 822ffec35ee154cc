import { writeResult } from './location-result';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an import call for a react-query mutation or query: its answer, or an Error carrying the
 * text the dialog shows inline (the server's text below 500, the status text from 500 on, a network
 * failure's own text), as `writeResult` words it for the location writes.
 */
export async function importCall<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await writeResult(call);
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
