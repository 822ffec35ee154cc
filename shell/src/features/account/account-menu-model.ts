import type { SessionUser } from '@groupmap/app-kit';
import { PLANS } from '@groupmap/contracts';

/** Texts of the header's account menu (spec section 2); they name controls, so they live here. */
export const accountMenuLabels = {
  accountMenu: 'Account',
  signedInAs: 'Signed in as',
  subscription: 'Subscription',
  logout: 'Logout',
} as const;

/** Where the Subscription item (and the header's Upgrade button) leads. */
export const SUBSCRIPTION_PATH = '/subscription';

/** What the account menu shows for a signed-in user. */
export interface AccountMenuModel {
  username: string;
  /** The plan's name, or null on the free plan (spec: the label shows only for a paid plan). */
  planLabel: string | null;
  subscription: { label: string; to: string };
}

/** The menu of `user`: the username, the plan label when the plan is not free, and Subscription. */
export function accountMenuModel(user: Pick<SessionUser, 'username' | 'currentPlan'>): AccountMenuModel {
  return {
    username: user.username,
    planLabel: user.currentPlan === 'free' ? null : PLANS[user.currentPlan].name,
    subscription: { label: accountMenuLabels.subscription, to: SUBSCRIPTION_PATH },
  };
}
