import { PRODUCT_NAME, useDocumentTitle } from '@groupmap/app-kit';
import { Link } from 'react-router-dom';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/changelog', label: 'Changelog' },
  { to: '/map/test', label: 'Demo map' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookies' },
] as const;

/**
 * The landing page: plain React and CSS only (no antd, no remote), so the first visit stays light.
 * It has its own header and footer instead of the shared frame (spec, Landing page).
 */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="landing">
      <header className="landing__header">
        <span className="landing__brand">{PRODUCT_NAME}</span>
        <Link to="/login" className="gm-button gm-button--secondary">
          Sign In
        </Link>
      </header>
      <main className="landing__hero">
        <h1 className="landing__title">Shared maps for your group</h1>
        <p className="landing__lead">
          Build a map of the places that matter to your community, event or organisation. Anyone with the link
          can view it and add locations, and everyone sees changes as they happen.
        </p>
        <div className="landing__actions">
          <Link to="/register" className="gm-button">
            Start Mapping (It&apos;s Free)
          </Link>
          <Link to="/map/test" className="gm-button gm-button--secondary">
            See the demo map
          </Link>
        </div>
      </main>
      <footer className="landing__footer">
        <nav aria-label="Footer">
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}
