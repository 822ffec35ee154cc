import { result, type Result } from '../api/result';
import { getApiClient } from '../api/api-client';
import { clearQueryCache } from '../query/query-client';

/**
 * Signs the visitor out (POST /api/logout) and, when that worked, clears every cached query of the
 * page, the session included (spec section 2: after logout all cached data is cleared). The caller
 * then sends the visitor to /login, whose render fetches the now signed-out session afresh.
 */
export async function logout(): Promise<Result<unknown>> {
  const outcome = await result(getApiClient().POST('/api/logout'));
  if (outcome.ok) await clearQueryCache();
  return outcome;
}
