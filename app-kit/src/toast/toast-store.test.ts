import { dismissToast, getToasts, subscribeToToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    dismissToast();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the one on screen', () => {
    toast({ title: 'Copied!', description: 'Link copied to clipboard' });
    toast({ title: 'Map deleted', variant: 'destructive' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Map deleted', variant: 'destructive', open: true }),
    ]);
  });

  it('closes a dismissed toast at once and forgets it after the spec delay', () => {
    const handle = toast({ title: 'Thank you!' });
    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([]);
  });

  it('updates the text of a shown toast and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToasts(listener);
    const handle = toast({ title: 'Uploading' });
    handle.update({ title: 'Logo uploaded successfully' });
    expect(getToasts()[0]).toEqual(expect.objectContaining({ title: 'Logo uploaded successfully' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
