import { getApiClient, toast } from '@groupmap/app-kit';
import { linkedLocationsMessage } from '@groupmap/contracts';

/**
 * POST /api/maps/user/claim after a login or registration: the locations this visitor added before
 * signing in become the account's, and a toast says how many ("2 locations you added are now linked
 * to your account"). Nothing is shown when there were none. A failure is only logged: the sign-in
 * has already succeeded and must not be spoiled by this extra.
 */
export async function announceLinkedLocations(): Promise<void> {
  try {
    const { data, response } = await getApiClient().POST('/api/maps/user/claim');
    if (!response.ok || !data || data.linked <= 0) return;
    const { title, description, variant } = linkedLocationsMessage(data.linked);
    toast({ title, description, variant });
  } catch (error) {
    console.warn('Could not link the locations added before signing in', error);
  }
}
