import { Link } from 'react-router-dom';

/** Footer links of the shared frame: About opens in a new tab (spec). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label="Footer">
        <a href="/about" target="_blank" rel="noopener">
          About
        </a>
        <Link to="/changelog">Changelog</Link>
      </nav>
    </footer>
  );
}
