import { PRODUCT_NAME, usePageChromeState, useSession } from '@groupmap/app-kit';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { AccountMenuTrigger } from '../features/account/components/account-menu-trigger';
import { accountMenuLabels } from '../features/account/account-menu-model';
import { headerModel, type HeaderLink } from './header-model';

// Only signed-in users need the menu and its Radix code, so it stays out of the first load.
const AccountMenu = lazy(() => import('../features/account/components/account-menu'));

function HeaderLinkButton({ link }: { link: HeaderLink }) {
  return (
    <Link to={link.to} className={link.primary ? 'gm-button' : 'gm-button gm-button--secondary'}>
      {link.label}
    </Link>
  );
}

/**
 * The shared frame's header (spec section 2): the product-name link to /dashboard, the logo a page
 * asked for (the map's), and the account actions of `headerModel` for the current session.
 */
export function SiteHeader() {
  const { logo } = usePageChromeState();
  const model = headerModel(useSession());
  return (
    <header className="site-header">
      <div className="site-header__brand">
        <Link to="/dashboard" className="site-header__name">
          {PRODUCT_NAME}
        </Link>
        {logo && <img className="site-header__logo" src={logo.src} alt={logo.alt} />}
      </div>
      {model.status !== 'loading' && (
        <nav className="site-header__actions" aria-label={accountMenuLabels.accountMenu}>
          {model.links.map((link) => (
            <HeaderLinkButton key={link.label} link={link} />
          ))}
          {model.status === 'signed-in' && (
            <Suspense fallback={<AccountMenuTrigger menu={model.menu} disabled />}>
              <AccountMenu menu={model.menu} />
            </Suspense>
          )}
        </nav>
      )}
    </header>
  );
}
