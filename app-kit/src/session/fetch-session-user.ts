import type { ApiClient, ApiSchema } from '@groupmap/contracts';

export type SessionUser = ApiSchema<'User'>;

const UNAUTHORIZED = 401;

/**
 * The signed-in user, or null (spec section 7: GET /api/user, 401 means no user). Any other failure
 * (the auth service down or answering 404, a network error) is logged and also means signed out: the
 * page must stay usable, it just offers Login.
 */
export async function fetchSessionUser(client: ApiClient): Promise<SessionUser | null> {
  try {
    const { data, error, response } = await client.GET('/api/user');
    if (data) return data;
    if (response.status !== UNAUTHORIZED) {
      console.warn(`GET /api/user failed with ${response.status}; treating the visitor as signed out`, error);
    }
    return null;
  } catch (error) {
    console.warn('GET /api/user failed; treating the visitor as signed out', error);
    return null;
  }
}
