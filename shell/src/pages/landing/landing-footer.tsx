import { PRODUCT_NAME } from '@groupmap/app-kit';
import { Link } from 'react-router-dom';
import { Icon } from './icon';

/** The footer links of the spec's landing page, grouped under three labels. */
const FOOTER_GROUPS = [
  {
    label: 'Product',
    links: [
      { to: '/about', text: 'About' },
      { to: '/changelog', text: 'Changelog' },
      { to: '/map/test', text: 'Demo map' },
    ],
  },
  {
    label: 'Account',
    links: [
      { to: '/login', text: 'Login' },
      { to: '/register', text: 'Register' },
      { to: '/dashboard', text: 'Dashboard' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { to: '/privacy', text: 'Privacy' },
      { to: '/terms', text: 'Terms' },
      { to: '/cookies', text: 'Cookies' },
    ],
  },
] as const;

/** The landing page's footer. */
export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__brand">
        <span className="landing-header__brand">
          <Icon name="pin" className="landing-header__logo" />
          {PRODUCT_NAME}
        </span>
        <p>Shared maps for groups, communities and organisations.</p>
      </div>
      <nav className="landing-footer__nav" aria-label="Footer">
        {FOOTER_GROUPS.map((group) => (
          <div key={group.label}>
            <p className="landing-footer__label" id={`footer-${group.label.toLowerCase()}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`footer-${group.label.toLowerCase()}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.text}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </footer>
  );
}
