import { customFieldLimitMessage, locationLimitError, mapLimitError, planSettingsError } from './plan-rules';

const none = { customFieldCount: 0, passwordProtected: false, logoUrl: null };

describe('plan rules', () => {
  it('rejects a second map on the free plan with the singular limit message', () => {
    expect(mapLimitError('free', 0)).toBeNull();
    expect(mapLimitError('free', 1)).toBe('Map limit reached: Your plan allows a maximum of 1 map.');
  });

  it('rejects a fourth map on pro with the plural limit message', () => {
    expect(mapLimitError('pro', 2)).toBeNull();
    expect(mapLimitError('pro', 3)).toBe('Map limit reached: Your plan allows a maximum of 3 maps.');
  });

  it('refuses the location after the plan limit is reached', () => {
    expect(locationLimitError('free', 99)).toBeNull();
    expect(locationLimitError('free', 100)).toBe(
      'Location limit reached: This map allows a maximum of 100 locations.',
    );
    expect(locationLimitError('business', 10000)).toBe(
      'Location limit reached: This map allows a maximum of 10000 locations.',
    );
  });

  it('words the custom-field limit with the section 5 count on every plan, free included', () => {
    expect(customFieldLimitMessage('free')).toBe(
      'Custom fields limit reached: Your plan allows a maximum of 0 custom fields.',
    );
    expect(customFieldLimitMessage('pro')).toBe(
      'Custom fields limit reached: Your plan allows a maximum of 5 custom fields.',
    );
  });

  it('refuses password protection and a logo on a new free map with the upgrade hints', () => {
    expect(planSettingsError('free', { ...none, passwordProtected: true })).toBe(
      'Upgrade to Pro to use password protection',
    );
    expect(planSettingsError('free', { ...none, logoUrl: '/api/logos/a.png' })).toBe(
      'Upgrade to Pro to use custom branding',
    );
    expect(planSettingsError('free', { ...none, logoUrl: '' })).toBeNull();
  });

  it('allows a pro map everything up to its limits', () => {
    const settings = { customFieldCount: 5, passwordProtected: true, logoUrl: '/api/logos/a.png' };
    expect(planSettingsError('pro', settings)).toBeNull();
    expect(planSettingsError('pro', { ...settings, customFieldCount: 6 })).toBe(
      'Custom fields limit reached: Your plan allows a maximum of 5 custom fields.',
    );
  });

  it('lets a downgraded map keep what it has but not add or increase it', () => {
    const kept = { customFieldCount: 8, passwordProtected: true, logoUrl: '/api/logos/a.png' };
    expect(planSettingsError('free', kept, kept)).toBeNull();
    expect(planSettingsError('free', { ...kept, customFieldCount: 7 }, kept)).toBeNull();
    expect(planSettingsError('free', { ...kept, customFieldCount: 9 }, kept)).toBe(
      'Custom fields limit reached: Your plan allows a maximum of 0 custom fields.',
    );
    expect(planSettingsError('free', { ...kept, logoUrl: '/api/logos/b.png' }, kept)).toBe(
      'Upgrade to Pro to use custom branding',
    );
    expect(
      planSettingsError('free', { ...kept, passwordProtected: true }, { ...kept, passwordProtected: false }),
    ).toBe('Upgrade to Pro to use password protection');
  });
});
