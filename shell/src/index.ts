// The async boundary Module Federation needs: shared modules (React, the router, app-kit) are
// negotiated before any code that imports them runs.
import('./bootstrap');
