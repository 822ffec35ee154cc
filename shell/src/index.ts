import { startEarlyRequests } from './boot/early-requests';

// What the first page needs from the network is asked for now, while the shared modules load.
startEarlyRequests(window.location);
// The async boundary Module Federation needs: shared modules (React, the router, app-kit) are
// negotiated before any code that imports them runs.
import('./bootstrap');
