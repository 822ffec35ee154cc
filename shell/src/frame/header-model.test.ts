import type { PlanId } from '@groupmap/contracts';
import { headerModel } from './header-model';

const signedIn = (currentPlan: PlanId) =>
  ({
    status: 'signed-in',
    user: {
      id: 7,
      username: 'alice',
      email: 'alice@example.com',
      currentPlan,
      subscriptionStatus: null,
      subscriptionPeriodEnd: null,
    },
  }) as const;

const linkTexts = (model: ReturnType<typeof headerModel>) =>
  'links' in model ? model.links.map(({ label, to }) => `${label} -> ${to}`) : [];

describe('headerModel', () => {
  it('shows nothing while the session loads', () => {
    expect(headerModel({ status: 'loading', user: null })).toEqual({ status: 'loading' });
  });

  it('offers "Create a Map" and "Login", both to /login, to signed-out visitors', () => {
    const model = headerModel({ status: 'signed-out', user: null });
    expect(linkTexts(model)).toEqual(['Create a Map -> /login', 'Login -> /login']);
    expect(model).not.toHaveProperty('menu');
  });

  it('offers Create Map and Upgrade on the free plan, with a menu without a plan label', () => {
    const model = headerModel(signedIn('free'));
    expect(linkTexts(model)).toEqual(['Create Map -> /create', 'Upgrade -> /subscription']);
    expect(model).toMatchObject({
      menu: { username: 'alice', planLabel: null, subscription: { to: '/subscription' } },
    });
  });

  it('drops Upgrade and labels the menu with the plan on paid plans', () => {
    for (const [plan, label] of [
      ['pro', 'Pro'],
      ['business', 'Business'],
    ] as const) {
      const model = headerModel(signedIn(plan));
      expect(linkTexts(model)).toEqual(['Create Map -> /create']);
      expect(model).toMatchObject({ menu: { username: 'alice', planLabel: label } });
    }
  });
});
