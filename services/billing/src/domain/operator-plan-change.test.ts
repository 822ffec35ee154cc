import { operatorPlanChange, operatorSubscriptionChange } from './operator-plan-change';

describe('operatorPlanChange', () => {
  const now = new Date('2025-01-14T10:30:00.000Z');

  it('makes a paid plan an active subscription ending a year from now, with no change scheduled', () => {
    expect(operatorPlanChange(7, 'pro', now)).toEqual({
      userId: 7,
      plan: 'pro',
      status: 'active',
      periodEnd: new Date('2026-01-14T10:30:00.000Z'),
      scheduledPlan: null,
    });
    expect(operatorPlanChange(7, 'business', now).periodEnd).toEqual(new Date('2026-01-14T10:30:00.000Z'));
  });

  it('makes free a plan without subscription, period or scheduled change', () => {
    expect(operatorPlanChange(7, 'free', now)).toEqual({
      userId: 7,
      plan: 'free',
      status: null,
      periodEnd: null,
      scheduledPlan: null,
    });
  });

  it('ends a period started on 29 February on 1 March of the next year', () => {
    expect(operatorPlanChange(7, 'pro', new Date('2028-02-29T00:00:00.000Z')).periodEnd).toEqual(
      new Date('2029-03-01T00:00:00.000Z'),
    );
  });

  it("records an operator's paid plan as an active subscription for the year, and free as canceled", () => {
    expect(operatorSubscriptionChange(operatorPlanChange(7, 'pro', now), now)).toMatchObject({
      plan: 'pro',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2026-01-14T10:30:00.000Z'),
      source: 'operator',
      occurredAt: now,
    });
    expect(operatorSubscriptionChange(operatorPlanChange(7, 'free', now), now)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      currentPeriodStart: null,
      currentPeriodEnd: null,
    });
  });
});
