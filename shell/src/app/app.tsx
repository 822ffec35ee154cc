import { AppProviders } from '@groupmap/app-kit';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/** The shell: the page's router and the app-kit providers every remote renders under. */
export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
