import { failureMessage, getApiClient } from '@groupmap/app-kit';
import { dataFile, dataFileName } from '../lib/data-file';

/** The body of an answer, or the failure's text as an Error (a refused or failed part fails the file). */
async function part<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw new Error(failureMessage(response, error));
  return data;
}

/**
 * "Download my data": auth's, maps' and billing's parts (GET /api/account/export,
 * /api/maps/user/export, /api/billing/export), fetched together and saved as one JSON file named
 * after the user. Rejects with the first failure's text; nothing is saved then, so a file is never
 * missing a part.
 */
export async function downloadMyData(username: string): Promise<void> {
  const client = getApiClient();
  const [account, maps, billing] = await Promise.all([
    part(client.GET('/api/account/export')),
    part(client.GET('/api/maps/user/export')),
    part(client.GET('/api/billing/export')),
  ]);
  const json = JSON.stringify(dataFile({ account, maps, billing }, new Date()), null, 2);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = dataFileName(username);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
