import type { Session } from '@groupmap/app-kit';
import { PLANS } from '@groupmap/contracts';
import { frameLabels } from './frame-labels';

export interface HeaderLink {
  label: string;
  to: string;
  /** The main call to action is drawn filled, the others outlined. */
  primary: boolean;
}

export interface AccountMenuModel {
  username: string;
  /** The plan's name, or null on the free plan (spec: the label shows only for a paid plan). */
  planLabel: string | null;
  subscription: HeaderLink;
}

/** What the header shows for a session (spec section 2, shared page frame). */
export type HeaderModel =
  | { status: 'loading' }
  | { status: 'signed-out'; links: readonly HeaderLink[] }
  | { status: 'signed-in'; links: readonly HeaderLink[]; menu: AccountMenuModel };

const SUBSCRIPTION_PATH = '/subscription';

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
  const { username, currentPlan } = session.user;
  const isFree = currentPlan === 'free';
  const links: HeaderLink[] = [{ label: frameLabels.createMap, to: '/create', primary: !isFree }];
  if (isFree) links.push({ label: frameLabels.upgrade, to: SUBSCRIPTION_PATH, primary: true });
  return {
    status: 'signed-in',
    links,
    menu: {
      username,
      planLabel: isFree ? null : PLANS[currentPlan].name,
      subscription: { label: frameLabels.subscription, to: SUBSCRIPTION_PATH, primary: false },
    },
  };
}
