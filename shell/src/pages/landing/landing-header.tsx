import { PRODUCT_NAME } from '@groupmap/app-kit';
import { Link } from 'react-router-dom';
import { Icon } from './icon';

/** The landing page's own header: in-page anchors to Features and Pricing, and Sign In. */
export function LandingHeader() {
  return (
    <header className="landing-header">
      <Link to="/" className="landing-header__brand">
        <Icon name="pin" className="landing-header__logo" />
        {PRODUCT_NAME}
      </Link>
      <nav className="landing-header__nav" aria-label="Main">
        {/* Plain anchors: the browser scrolls to the section and keeps the hash in the address. */}
        <a href="#features">Features</a>
        <a href="#pricing">Pricing</a>
        <Link to="/login" className="gm-button gm-button--secondary">
          Sign In
        </Link>
      </nav>
    </header>
  );
}
