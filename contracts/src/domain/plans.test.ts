import { isPlanId, PLAN_LIST, planLimits, PLANS } from './plans';

describe('plan table', () => {
  it('prices the plans yearly in GBP with the marketed monthly figures', () => {
    expect(
      PLAN_LIST.map((plan) => [plan.id, plan.name, plan.yearlyPriceGbp, plan.marketedMonthlyPriceGbp]),
    ).toEqual([
      ['free', 'Free', 0, 0],
      ['pro', 'Pro', 45, 3.75],
      ['business', 'Business', 100, 8.5],
    ]);
  });

  it('gives each plan the limits of spec section 6', () => {
    expect(planLimits('free')).toEqual({
      maps: 1,
      locationsPerMap: 100,
      customFields: 0,
      passwordProtection: false,
      logo: false,
      prioritySupport: false,
    });
    expect(planLimits('pro')).toMatchObject({
      maps: 3,
      locationsPerMap: 1000,
      customFields: 5,
      passwordProtection: true,
    });
    expect(planLimits('business')).toMatchObject({
      maps: 50,
      locationsPerMap: 10000,
      customFields: 10,
      passwordProtection: true,
      prioritySupport: true,
    });
  });

  it('allows custom branding on pro and business, and lists it as a feature of both', () => {
    expect([planLimits('free').logo, planLimits('pro').logo, planLimits('business').logo]).toEqual([
      false,
      true,
      true,
    ]);
    expect(PLANS.pro.features).toContain('Custom branding (logo)');
    expect(PLANS.business.features).toContain('Custom branding (logo)');
    expect(PLANS.free.features).not.toContain('Custom branding (logo)');
  });

  it('lists priority support only for business', () => {
    expect(
      PLAN_LIST.filter((plan) => plan.features.includes('Priority support')).map((plan) => plan.id),
    ).toEqual(['business']);
  });

  it('recognises plan ids and nothing else', () => {
    expect(['free', 'pro', 'business', 'gold', 'Pro', 1].map(isPlanId)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
