import { LOGO_FORM_FIELD, LOGO_MAX_BYTES } from '@groupmap/contracts';
import type { Request } from 'express';
import { receiveUpload } from '../http/receive-upload';
import { logoMissing, logoTooLarge } from './logo-errors';

/** The bytes of the request's `logo` file, at most LOGO_MAX_BYTES (413 past it, 400 without one). */
export async function receiveLogoFile(req: Request): Promise<Buffer> {
  const file = await receiveUpload(req, {
    field: LOGO_FORM_FIELD,
    maxBytes: LOGO_MAX_BYTES,
    missing: logoMissing,
    tooLarge: logoTooLarge,
  });
  return file.bytes;
}
