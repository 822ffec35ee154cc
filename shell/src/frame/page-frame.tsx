import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The spec's shared page frame around every page but the landing page. */
export function PageFrame() {
  return (
    <div className="frame">
      <SiteHeader />
      <main className="frame__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
