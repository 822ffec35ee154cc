import { LoadingScreen, RemoteErrorBoundary } from '@groupmap/app-kit';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteApp } from './remote-loader';
import type { RemoteName } from './remote-routes';

/**
 * One remote's app, loaded on first use with a spinner meanwhile. If loading or rendering fails, the
 * generic error screen shows in its place (the frame around it keeps working), and "Try again" loads
 * the remote afresh: React.lazy keeps a failed load, so each attempt gets a new lazy component.
 */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const App = useMemo(() => lazy(() => loadRemoteApp(remote, attempt > 0)), [remote, attempt]);
  return (
    <RemoteErrorBoundary onRetry={() => setAttempt((count) => count + 1)} resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
