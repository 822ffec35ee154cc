import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses the passwords everyone tries first', () => {
    for (const password of ['password', '123456', 'qwerty', 'iloveyou', 'letmein', 'sunshine']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('refuses them in any letter case', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('LETMEIN')).toBe(true);
  });

  it('accepts a password that is not on the list', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('g7#Tq!m2vZ')).toBe(false);
  });
});
