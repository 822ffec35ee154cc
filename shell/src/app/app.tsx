import { AppProviders, RemoteErrorBoundary } from '@groupmap/app-kit';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/**
 * The shell: the page's router and the app-kit providers every remote renders under. Anything that
 * fails to render outside the frame's own boundary (the landing page, the frame itself) still shows
 * the generic error screen rather than a blank page.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <RemoteErrorBoundary>
          <AppRoutes />
        </RemoteErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
