import { isOwnOrigin } from './own-origin';

describe('isOwnOrigin', () => {
  const publicOrigin = 'https://maps.example';

  it('accepts exactly the public origin', () => {
    expect(isOwnOrigin('https://maps.example', publicOrigin)).toBe(true);
  });

  it('refuses a missing, opaque, foreign or doubled Origin and any other scheme or port', () => {
    for (const origin of [
      undefined,
      '',
      'null',
      'https://evil.example',
      'http://maps.example',
      'https://maps.example:8443',
      'https://maps.example.evil.example',
      'https://maps.example, https://maps.example',
    ]) {
      expect(isOwnOrigin(origin, publicOrigin)).toBe(false);
    }
  });
});
