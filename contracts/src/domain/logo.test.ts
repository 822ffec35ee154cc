import { LOGO_MAX_BYTES, validateLogoFile } from './logo';

describe('logo limits', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateLogoFile({ type, size: LOGO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses a file over 5 MB with the spec message', () => {
    expect(validateLogoFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File too large: Logo file must be less than 5MB',
    );
  });

  it('refuses other types with the spec message', () => {
    for (const type of ['image/svg+xml', 'application/pdf', '']) {
      expect(validateLogoFile({ type, size: 10 })).toBe(
        'Invalid file type: Only JPEG, PNG, GIF and WebP files are allowed',
      );
    }
  });
});
