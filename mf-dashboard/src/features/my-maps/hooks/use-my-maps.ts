import { useSession } from '@groupmap/app-kit';
import { useQuery } from '@tanstack/react-query';
import { myMapsQueryOptions } from '../api/my-maps-query';

/** The signed-in user's maps; nothing is requested while the session is loading or signed out. */
export function useMyMaps() {
  const session = useSession();
  const query = useQuery(myMapsQueryOptions(session.status === 'signed-in'));
  return { session, query };
}
