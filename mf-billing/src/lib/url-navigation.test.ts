import { urlNavigation } from './url-navigation';

// app-kit's barrel imports its stylesheet, which only the bundler understands.
jest.mock('../../../app-kit/src/styles/app-kit.css', () => ({}));

const ORIGIN = 'https://groupmap.example';

describe('urlNavigation', () => {
  it('follows a same-site path with the router, query included', () => {
    expect(urlNavigation('/subscription/checkout/abc123', ORIGIN)).toEqual({
      kind: 'router',
      path: '/subscription/checkout/abc123',
    });
    expect(urlNavigation('/subscription?checkout=success', ORIGIN)).toEqual({
      kind: 'router',
      path: '/subscription?checkout=success',
    });
  });

  it("follows an absolute URL on the page's own origin with the router", () => {
    expect(urlNavigation(`${ORIGIN}/subscription?checkout=cancelled#plans`, ORIGIN)).toEqual({
      kind: 'router',
      path: '/subscription?checkout=cancelled#plans',
    });
  });

  it('loads a checkout on another site (Stripe) as a new document', () => {
    expect(urlNavigation('https://checkout.stripe.com/c/pay/cs_test_a1', ORIGIN)).toEqual({
      kind: 'document',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    });
  });

  it('refuses addresses that are neither a same-site path nor an http(s) URL', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/pay',
      '/\\evil.example',
      'pay/here',
      '',
      'data:text/html,x',
    ]) {
      expect(urlNavigation(url, ORIGIN)).toBeNull();
    }
  });
});
