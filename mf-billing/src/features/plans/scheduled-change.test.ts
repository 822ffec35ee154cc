import { scheduledChangeMessage } from './scheduled-change';

const periodEnd = '2027-01-14T23:30:00.000Z';

describe('scheduledChangeMessage', () => {
  it('says when a business user moves to the Pro plan', () => {
    expect(
      scheduledChangeMessage({
        currentPlan: 'business',
        subscriptionPeriodEnd: periodEnd,
        scheduledPlan: 'pro',
      }),
    ).toBe('Your Business plan stays active until 14 January 2027, then your account moves to the Pro plan.');
  });

  it('says when a cancelled plan ends and the account moves to the Free plan', () => {
    expect(
      scheduledChangeMessage({ currentPlan: 'pro', subscriptionPeriodEnd: periodEnd, scheduledPlan: 'free' }),
    ).toBe('Your Pro plan stays active until 14 January 2027, then your account moves to the Free plan.');
  });

  it('says nothing when no change is scheduled, or the account predates scheduled changes', () => {
    expect(
      scheduledChangeMessage({ currentPlan: 'pro', subscriptionPeriodEnd: periodEnd, scheduledPlan: null }),
    ).toBeNull();
    expect(scheduledChangeMessage({ currentPlan: 'pro', subscriptionPeriodEnd: periodEnd })).toBeNull();
    expect(
      scheduledChangeMessage({ currentPlan: 'pro', subscriptionPeriodEnd: null, scheduledPlan: 'free' }),
    ).toBeNull();
  });
});
