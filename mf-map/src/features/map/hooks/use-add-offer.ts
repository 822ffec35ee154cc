import { useSession } from '@groupmap/app-kit';
import { addRefusal } from '@groupmap/contracts';
import type { MapDetails } from '../api/get-map';

/** What the page offers for adding (issue 24): the form, a link to log in first, or nothing. */
export type AddOffer = 'form' | 'log-in' | 'none';

/**
 * The map's "who can add" for this viewer, as maps enforces it (contracts' `addRefusal`). While the
 * session is still loading on a signed-in-only map nothing is offered yet, rather than the wrong thing.
 */
export function useAddOffer(map: MapDetails): AddOffer {
  const session = useSession();
  if (session.status === 'loading' && map.whoCanAdd === 'signed-in') return 'none';
  const refusal = addRefusal(map.whoCanAdd, { signedIn: session.user !== null, isOwner: map.isOwner });
  if (refusal === null) return 'form';
  return refusal === 'sign-in' ? 'log-in' : 'none';
}
