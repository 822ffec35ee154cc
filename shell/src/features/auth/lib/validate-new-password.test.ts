import { validateNewPassword } from './validate-new-password';

describe('validateNewPassword', () => {
  it('accepts a password of registration length typed the same twice', () => {
    expect(validateNewPassword({ password: 'secret', confirm: 'secret' })).toEqual({});
  });

  it('applies the registration rule to the password', () => {
    expect(validateNewPassword({ password: '12345', confirm: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateNewPassword({ password: 'p'.repeat(129), confirm: 'p'.repeat(129) }).password).toBe(
      'Password must be 128 characters or less',
    );
  });

  it('says when the confirmation differs', () => {
    expect(validateNewPassword({ password: 'lantern-47', confirm: 'lantern-48' })).toEqual({
      confirm: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: '', confirm: 'x' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirm: 'Passwords do not match',
    });
  });
});
