import { AppProviders, RemoteErrorBoundary } from '@groupmap/app-kit';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import BillingApp from './app/billing-app';

// Run on its own (index.html, for development), the remote mounts what the shell would give it: a
// router, app-kit's providers and an error boundary.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <BrowserRouter>
    <AppProviders>
      <RemoteErrorBoundary>
        <BillingApp />
      </RemoteErrorBoundary>
    </AppProviders>
  </BrowserRouter>,
);
