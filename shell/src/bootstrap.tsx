import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRegisteringRemotes } from './remotes/remote-loader';
import './styles/shell.css';

// Fetch the runtime configuration while React renders the first page, so a remote route does not wait
// for it; a failure here surfaces only when a remote is needed, as its error screen.
startRegisteringRemotes();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
