import type { Session } from '@groupmap/app-kit';
import {
  accountMenuModel,
  SUBSCRIPTION_PATH,
  type AccountMenuModel,
} from '../features/account/account-menu-model';
import { frameLabels } from './frame-labels';

export interface HeaderLink {
  label: string;
  to: string;
  /** The main call to action is drawn filled, the others outlined. */
  primary: boolean;
}

/** What the header shows for a session (spec section 2, shared page frame). */
export type HeaderModel =
  | { status: 'loading' }
  | { status: 'signed-out'; links: readonly HeaderLink[] }
  | { status: 'signed-in'; links: readonly HeaderLink[]; menu: AccountMenuModel };

/**
 * Signed out: "Create a Map" and "Login", both to /login. Signed in: "Create Map" to /create, an
 * "Upgrade" button to /subscription only on the free plan, and the account menu (username, the plan
 * label when the plan is not free, Subscription and Logout). Nothing while the session loads, so the
 * header never shows one state and then the other.
 */
export function headerModel(session: Session): HeaderModel {
  if (session.status === 'loading') return { status: 'loading' };
  if (session.status === 'signed-out') {
    return {
      status: 'signed-out',
      links: [
        { label: frameLabels.createAMap, to: '/login', primary: false },
        { label: frameLabels.login, to: '/login', primary: true },
      ],
    };
  }
  const isFree = session.user.currentPlan === 'free';
  const links: HeaderLink[] = [{ label: frameLabels.createMap, to: '/create', primary: !isFree }];
  if (isFree) links.push({ label: frameLabels.upgrade, to: SUBSCRIPTION_PATH, primary: true });
  return { status: 'signed-in', links, menu: accountMenuModel(session.user) };
}
