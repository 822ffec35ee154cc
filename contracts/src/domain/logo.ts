import { validationMessages } from '../messages/validation';

/** Logo limits of spec section 9. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];
/** The multipart field of POST /api/upload/logo. */
export const LOGO_FORM_FIELD = 'logo';

/** True when `type` is an accepted logo MIME type. */
export function isLogoMimeType(type: string): type is LogoMimeType {
  return (LOGO_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * Checks a logo file before upload (browser) or on receipt (maps service): type first, then size.
 * Returns the exact section 5 message or null. The service also sniffs the bytes, since a browser's
 * `type` is only what the file name suggests.
 */
export function validateLogoFile(file: { size: number; type: string }): string | null {
  if (!isLogoMimeType(file.type)) return validationMessages.logoInvalidType;
  if (file.size > LOGO_MAX_BYTES) return validationMessages.logoTooLarge;
  return null;
}

/**
 * What a map's `logoUrl` may be: a logo this product stored (`/api/logos/{key}`), so a map page never
 * loads an image from a third party.
 */
export const LOGO_URL_PATTERN = /^\/api\/logos\/[A-Za-z0-9._-]{1,200}$/;
