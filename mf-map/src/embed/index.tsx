import { AppProviders, RemoteErrorBoundary } from '@groupmap/app-kit';
import { createRoot } from 'react-dom/client';
import { EmbedPage } from './embed-page';
import { embedPermalink } from './embed-permalink';
import './embed.css';

// /embed/{permalink}: a page of its own inside third-party iframes. No shell, no federation runtime,
// no antd and no router: just app-kit and the map, to stay light.
const container = document.getElementById('root');
if (!container) throw new Error('embed.html has no #root element');
createRoot(container).render(
  <AppProviders>
    <RemoteErrorBoundary>
      <EmbedPage permalink={embedPermalink(window.location.pathname)} />
    </RemoteErrorBoundary>
  </AppProviders>,
);
