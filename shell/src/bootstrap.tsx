import { createBrowserApiClient, prefetchMapRoute } from '@groupmap/app-kit';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { earlyFetch } from './boot/early-requests';
import { startLoadingRemote, startRegisteringRemotes } from './remotes/remote-loader';
import { remoteToLoadAtBoot } from './remotes/remote-routes';
import './styles/shell.css';

// Fetch the runtime configuration while React renders the first page, so a remote route does not wait
// for it; a failure here surfaces only when a remote is needed, as its error screen.
startRegisteringRemotes();
// On a public remote route its code is loaded now, and on a map's route its data too: neither waits
// for React to render the route, nor the data for the code (issue 28). Signed-in routes wait for the
// session check, which may send the visitor to /login without loading that app.
const firstRemote = remoteToLoadAtBoot(window.location.pathname);
if (firstRemote) startLoadingRemote(firstRemote);
// Its reads take the answers the entry asked for before the shared modules had loaded (index.ts).
void prefetchMapRoute(window.location.pathname, createBrowserApiClient({ fetch: earlyFetch }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
