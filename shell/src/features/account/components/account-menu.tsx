import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { accountMenuLabels, type AccountMenuModel } from '../account-menu-model';
import { ACCOUNT_PATH, accountLabels } from '../account-labels';
import { useLogout } from '../hooks/use-logout';
import { AccountMenuTrigger } from './account-menu-trigger';
import './account-menu.css';

/**
 * The signed-in user's menu in the header: the username and the plan label (paid plans only), then
 * Account (the profile, password and leaving), Subscription and Logout. Radix DropdownMenu gives the keyboard behaviour (Enter, Space and arrow
 * keys open it, arrows move, Escape closes and gives focus back to the button). Loaded lazily: only
 * signed-in users need it.
 */
export default function AccountMenu({ menu }: { menu: AccountMenuModel }) {
  const navigate = useNavigate();
  const { logOut, pending } = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuTrigger menu={menu} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="account-menu__label">
            <span className="account-menu__signed-in-as">{accountMenuLabels.signedInAs}</span>
            <span className="account-menu__username">{menu.username}</span>
            {menu.planLabel && <span className="plan-badge">{menu.planLabel}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item className="account-menu__item" onSelect={() => navigate(ACCOUNT_PATH)}>
            {accountLabels.menuItem}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="account-menu__item" onSelect={() => navigate(menu.subscription.to)}>
            {menu.subscription.label}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="account-menu__item"
            disabled={pending}
            onSelect={() => {
              void logOut();
            }}
          >
            {accountMenuLabels.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
