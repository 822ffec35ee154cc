import { mapImportErrors } from '@groupmap/contracts';
import { writeResult } from './location-result';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The one answer from 500 on whose own words the dialog shows (issue 19): every parser of the
 * replica is busy, and the text tells the owner when to try again.
 */
const isBusy = ({ response, error }: FetchResult<unknown>) =>
  response.status === 503 && typeof error === 'string' && error.trim() === mapImportErrors.importsBusy;

/**
 * Awaits an import call for a react-query mutation or query: its answer, or an Error carrying the
 * text the dialog shows inline (the server's text below 500, the status text from 500 on but for
 * "Imports are busy", a network failure's own text), as `writeResult` words it for the location
 * writes.
 */
export async function importCall<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await writeResult(
    call.then((answer) => {
      if (isBusy(answer)) throw new Error(mapImportErrors.importsBusy);
      return answer;
    }),
  );
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
