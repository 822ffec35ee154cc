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

  it('also accepts, exactly, the extra development Origins it is given', () => {
    const devOrigins = ['http://localhost:3012'];
    expect(isOwnOrigin('http://localhost:3012', publicOrigin, devOrigins)).toBe(true);
    expect(isOwnOrigin('https://maps.example', publicOrigin, devOrigins)).toBe(true);
    for (const origin of [undefined, 'null', 'http://localhost:3013', 'http://127.0.0.1:3012']) {
      expect(isOwnOrigin(origin, publicOrigin, devOrigins)).toBe(false);
    }
  });
});
