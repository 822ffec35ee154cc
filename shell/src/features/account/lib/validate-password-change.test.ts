import { validatePasswordChange } from './validate-password-change';

const valid = { currentPassword: 'old-secret', newPassword: 'lantern-47', confirm: 'lantern-47' };

describe('validatePasswordChange', () => {
  it('accepts a current password and a new one of registration length typed twice', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('asks for the current password', () => {
    expect(validatePasswordChange({ ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Enter your current password',
    });
  });

  it('applies the registration rule to the new password and checks the confirmation', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '12345', confirm: '12345' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
    expect(validatePasswordChange({ ...valid, confirm: 'lantern-48' })).toEqual({
      confirm: 'Passwords do not match',
    });
  });
});
