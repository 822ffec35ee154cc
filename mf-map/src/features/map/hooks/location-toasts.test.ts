import { toasts } from '@groupmap/contracts';
import { toastFrom } from './location-toasts';

describe('toastFrom', () => {
  it("shows a failure with the server's text", () => {
    expect(
      toastFrom(
        toasts.addLocationFailed,
        'Location limit reached: This map allows a maximum of 100 locations.',
      ),
    ).toEqual({
      title: 'Error adding location',
      description: 'Location limit reached: This map allows a maximum of 100 locations.',
      variant: 'destructive',
    });
  });

  it('falls back to "Invalid address" when the server gave no text', () => {
    expect(toastFrom(toasts.updateLocationFailed, '  ')).toEqual({
      title: 'Error updating location',
      description: 'Invalid address',
      variant: 'destructive',
    });
  });

  it('shows a success toast as the spec words it', () => {
    expect(toastFrom(toasts.locationDeleted)).toEqual({
      title: 'Location deleted successfully',
      description: undefined,
      variant: 'default',
    });
  });
});
