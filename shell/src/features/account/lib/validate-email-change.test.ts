import { validateEmailChange } from './validate-email-change';

const CURRENT = 'ana@example.com';

describe('validateEmailChange', () => {
  it('accepts a new valid address with a current password', () => {
    expect(validateEmailChange({ email: ' ana@new.example ', currentPassword: 'x' }, CURRENT)).toEqual({});
  });

  it('refuses an invalid address with the registration text, and a missing password', () => {
    expect(validateEmailChange({ email: 'ana@', currentPassword: '' }, CURRENT)).toEqual({
      email: 'Invalid email address',
      currentPassword: 'Enter your current password',
    });
  });

  it('refuses the current address in any letter case', () => {
    expect(validateEmailChange({ email: 'ANA@example.com', currentPassword: 'x' }, CURRENT)).toEqual({
      email: 'This is already your email address',
    });
  });
});
