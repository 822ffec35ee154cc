import { PRODUCT_NAME, usePageChromeState, useSession } from '@groupmap/app-kit';
import { Link } from 'react-router-dom';

/**
 * The product-name button to /dashboard, the logo a page asked for (the map's), and for signed-out
 * visitors "Create a Map" and "Login", both to /login (spec, shared page frame).
 */
export function SiteHeader() {
  const { logo } = usePageChromeState();
  const session = useSession();
  return (
    <header className="site-header">
      <div className="site-header__brand">
        <Link to="/dashboard" className="site-header__name">
          {PRODUCT_NAME}
        </Link>
        {logo && <img className="site-header__logo" src={logo.src} alt={logo.alt} />}
      </div>
      {session.status === 'signed-out' && (
        <nav className="site-header__actions" aria-label="Account">
          <Link to="/login" className="gm-button gm-button--secondary">
            Create a Map
          </Link>
          <Link to="/login" className="gm-button">
            Login
          </Link>
        </nav>
      )}
    </header>
  );
}
