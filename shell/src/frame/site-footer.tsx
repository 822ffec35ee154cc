import { Link } from 'react-router-dom';
import { frameLabels } from './frame-labels';

/** Footer links of the shared frame: About opens in a new tab (spec section 2), Changelog in place. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label={frameLabels.footerNavigation}>
        <a href="/about" target="_blank" rel="noopener">
          {frameLabels.about}
        </a>
        <Link to="/changelog">{frameLabels.changelog}</Link>
      </nav>
    </footer>
  );
}
