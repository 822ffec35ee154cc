import { LoadingScreen, RemoteErrorBoundary } from '@groupmap/app-kit';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './frame.css';

/**
 * The spec's shared page frame around every page but the landing page: header, footer and the
 * floating Feedback button. A page that fails to render shows the generic error screen inside the
 * frame (navigating elsewhere clears it); a page still loading its code shows the centred spinner.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  return (
    <div className="frame">
      <SiteHeader />
      <main className="frame__main">
        <RemoteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </RemoteErrorBoundary>
      </main>
      <SiteFooter />
      <FeedbackButton />
    </div>
  );
}
