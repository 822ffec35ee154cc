import { validateMapPassword } from './map-password';

describe('validateMapPassword', () => {
  it('refuses fewer than 6 characters with the contract text', () => {
    expect(validateMapPassword('12345')).toBe('Password must be at least 6 characters');
    expect(validateMapPassword('')).toBe('Password must be at least 6 characters');
  });

  it('accepts 6 characters, spaces counted as typed', () => {
    expect(validateMapPassword('123456')).toBeNull();
    expect(validateMapPassword('  34  ')).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(validateMapPassword('x'.repeat(128))).toBeNull();
    expect(validateMapPassword('x'.repeat(129))).toBe('Password must be 128 characters or less');
  });
});
