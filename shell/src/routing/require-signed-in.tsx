import { LoadingScreen, loginPathFor, useSession } from '@groupmap/app-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Renders its children only for a signed-in user. A signed-out visitor goes to
 * /login?returnUrl=<this path> (spec section 2) before anything of the page is loaded, so the
 * remote behind it is never fetched for them; while the session loads, the centred spinner shows.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}
