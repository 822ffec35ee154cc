import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RequireSignedIn } from '../routing/require-signed-in';
import { RemoteApp } from './remote-app';
import { remoteRouteFor } from './remote-routes';

/**
 * Renders the remote owning the current path; a path nobody owns gets the not-found page. Routes for
 * signed-in users are guarded here, in the shell, so signed-out visitors never load their remote.
 */
export function RemoteOutlet() {
  const route = remoteRouteFor(useLocation().pathname);
  if (!route) return <NotFoundPage />;
  // Keyed by remote, so moving from one remote to another starts a clean load and error state.
  const app = <RemoteApp key={route.remote} remote={route.remote} />;
  return route.access === 'signed-in' ? <RequireSignedIn>{app}</RequireSignedIn> : app;
}
