import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteApp } from './remote-app';
import { remoteForPath } from './remote-routes';

/** Renders the remote owning the current path; a path nobody owns gets the not-found page. */
export function RemoteOutlet() {
  const remote = remoteForPath(useLocation().pathname);
  // Keyed by remote, so moving from one remote to another starts a clean load and error state.
  return remote ? <RemoteApp key={remote} remote={remote} /> : <NotFoundPage />;
}
