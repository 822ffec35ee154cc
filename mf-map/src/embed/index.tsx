import { RemoteErrorBoundary, ViewOnlyProviders } from '@groupmap/app-kit';
import { createRoot } from 'react-dom/client';
import { EmbedPage } from './embed-page';
import { embedPermalink } from './embed-permalink';
import '../features/map/components/map-workspace.css';
import './embed.css';
import '../features/map/live/live-status.css';

// /embed/{permalink}: a page of its own inside third-party iframes. No shell, no federation runtime,
// no antd, no router, no toasts, no session: just app-kit's query client and theme, and the map, to
// stay light (bench:bundle holds it to 150 kB gzip of JavaScript, Leaflet included).
const container = document.getElementById('root');
if (!container) throw new Error('embed.html has no #root element');
createRoot(container).render(
  <ViewOnlyProviders>
    <RemoteErrorBoundary>
      <EmbedPage permalink={embedPermalink(window.location.pathname)} />
    </RemoteErrorBoundary>
  </ViewOnlyProviders>,
);
