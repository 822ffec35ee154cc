import { loginPathFor } from '@groupmap/app-kit';
import { Link, useLocation } from 'react-router-dom';
import { LOCATION_LABELS } from './location-labels';

/**
 * In place of the add form for a visitor to a map whose owner lets signed-in users add (issue 24):
 * the login screen, coming back to this map after it.
 */
export function LogInToAdd() {
  const { pathname, search } = useLocation();
  return (
    <p className="location-form__log-in">
      <Link to={loginPathFor(`${pathname}${search}`)}>{LOCATION_LABELS.logInToAddLocations}</Link>
    </p>
  );
}
