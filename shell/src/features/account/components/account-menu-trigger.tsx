import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { accountMenuLabels, type AccountMenuModel } from '../account-menu-model';

interface AccountMenuTriggerProps extends ComponentPropsWithoutRef<'button'> {
  menu: AccountMenuModel;
}

/**
 * The header button that opens the account menu: the username, and the plan label on paid plans.
 * The same button shows while the menu's code loads (disabled), so the header does not jump.
 */
export const AccountMenuTrigger = forwardRef<HTMLButtonElement, AccountMenuTriggerProps>(
  function AccountMenuTrigger({ menu, ...buttonProps }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className="gm-button gm-button--secondary account-menu-trigger"
        title={`${accountMenuLabels.accountMenu}: ${menu.username}`}
        {...buttonProps}
      >
        <span className="account-menu-trigger__username">{menu.username}</span>
        {menu.planLabel && <span className="plan-badge">{menu.planLabel}</span>}
        <span className="account-menu-trigger__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
    );
  },
);
