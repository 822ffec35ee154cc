import { getPageChrome, resetPageChrome, setPageChrome, subscribeToPageChrome } from './page-chrome-store';

describe('page chrome store', () => {
  afterEach(resetPageChrome);

  it('hands the logo a page asked for to whoever renders the frame, and clears it', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToPageChrome(listener);
    setPageChrome({ logo: { src: '/api/logos/abc.png', alt: 'Community Garden' } });
    expect(getPageChrome().logo).toEqual({ src: '/api/logos/abc.png', alt: 'Community Garden' });
    resetPageChrome();
    expect(getPageChrome().logo).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
