import { PLAN_IDS, type PlanId } from '@groupmap/contracts';
import { planButtonState } from './plan-button-state';

const labels = (current: PlanId, pending: PlanId | null = null) =>
  PLAN_IDS.map((card) => planButtonState(card, current, pending).label);

describe('planButtonState', () => {
  it('shows a free user a disabled "Free Plan" and upgrades to Pro and Business', () => {
    expect(labels('free')).toEqual(['Free Plan', 'Upgrade to Pro', 'Upgrade to Business']);
    expect(planButtonState('free', 'free', null)).toEqual({
      label: 'Free Plan',
      disabled: true,
      action: 'none',
    });
    expect(planButtonState('pro', 'free', null)).toEqual({
      label: 'Upgrade to Pro',
      disabled: false,
      action: 'upgrade',
    });
  });

  it('shows a pro user "Downgrade to Free", a disabled "Current Plan" and an upgrade to Business', () => {
    expect(labels('pro')).toEqual(['Downgrade to Free', 'Current Plan', 'Upgrade to Business']);
    expect(planButtonState('pro', 'pro', null)).toEqual({
      label: 'Current Plan',
      disabled: true,
      action: 'none',
    });
    expect(planButtonState('free', 'pro', null)).toEqual({
      label: 'Downgrade to Free',
      disabled: false,
      action: 'downgrade',
    });
  });

  it('shows a business user a downgrade to Free and to Pro and a disabled "Current Plan"', () => {
    expect(labels('business')).toEqual(['Downgrade to Free', 'Downgrade to Pro', 'Current Plan']);
    expect(planButtonState('business', 'business', null).disabled).toBe(true);
  });

  it('shows a disabled "Scheduled" on the plan the account already moves to, and still offers the others', () => {
    const labels = (current: PlanId, scheduled: PlanId) =>
      PLAN_IDS.map((card) => planButtonState(card, current, null, scheduled).label);
    expect(labels('business', 'pro')).toEqual(['Downgrade to Free', 'Scheduled', 'Current Plan']);
    expect(planButtonState('pro', 'business', null, 'pro')).toEqual({
      label: 'Scheduled',
      disabled: true,
      action: 'none',
    });
    expect(labels('pro', 'free')).toEqual(['Scheduled', 'Current Plan', 'Upgrade to Business']);
    expect(planButtonState('free', 'pro', null, 'free').disabled).toBe(true);
  });

  it('shows "Loading..." on the clicked button and disables every button while the request is in flight', () => {
    expect(labels('free', 'pro')).toEqual(['Free Plan', 'Loading...', 'Upgrade to Business']);
    expect(PLAN_IDS.map((card) => planButtonState(card, 'free', 'pro').disabled)).toEqual([true, true, true]);
    expect(labels('business', 'free')).toEqual(['Loading...', 'Downgrade to Pro', 'Current Plan']);
    expect(planButtonState('free', 'business', 'free').action).toBe('downgrade');
  });
});
