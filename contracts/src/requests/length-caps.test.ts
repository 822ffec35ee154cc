import { loginBodySchema, registerBodySchema } from './auth';
import { createMapBodySchema, locationBodySchema } from './maps';
import { firstMessage } from './test-helpers';

describe('length caps of request bodies', () => {
  it('refuses an overlong log-in username or password with the one credentials message', () => {
    expect(firstMessage(loginBodySchema, { username: 'a'.repeat(51), password: 'secret' })).toBe(
      'Invalid username or password',
    );
    expect(firstMessage(loginBodySchema, { username: 'ann', password: 'p'.repeat(129) })).toBe(
      'Invalid username or password',
    );
    expect(firstMessage(loginBodySchema, { username: 'a'.repeat(50), password: 'p'.repeat(128) })).toBeNull();
  });

  it('refuses an overlong registration e-mail as an invalid address', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(190)}.com`;
    expect(firstMessage(registerBodySchema, { username: 'ann', email, password: 'secret' })).toBe(
      'Invalid email address',
    );
  });

  it('answers the permalink character rule before its length, and the length rule for a long valid one', () => {
    expect(firstMessage(createMapBodySchema, { name: 'G', permalink: 'A'.repeat(60) })).toBe(
      'Only lowercase letters, numbers, and hyphens are allowed',
    );
    expect(firstMessage(createMapBodySchema, { name: 'G', permalink: 'a'.repeat(51) })).toBe(
      'Permalink must be 50 characters or less',
    );
  });

  it('caps custom field names, custom data keys and coordinate text', () => {
    expect(
      firstMessage(createMapBodySchema, { name: 'G', permalink: 'g', customFields: ['f'.repeat(51)] }),
    ).toBe('Custom field name must be 50 characters or less');
    // Padding is trimmed before the cap, as the form trims it.
    expect(
      createMapBodySchema.parse({ name: 'G', permalink: 'g', customFields: [` ${'f'.repeat(50)} `] })
        .customFields,
    ).toEqual(['f'.repeat(50)]);
    const location = { name: 'L', address: 'A', latitude: 1, longitude: 1 };
    expect(firstMessage(locationBodySchema, { ...location, customData: { ['k'.repeat(51)]: 'v' } })).toBe(
      'Invalid request',
    );
    expect(firstMessage(locationBodySchema, { ...location, latitude: `1.${'0'.repeat(40)}` })).toBe(
      'Invalid address',
    );
  });
});
