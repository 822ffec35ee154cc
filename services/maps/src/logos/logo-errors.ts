import { messages } from '@groupmap/contracts';
import { HttpError } from '@groupmap/svc-kit';

/** 413 with the section 5 text: the logo is over 5 MB. */
export const logoTooLarge = () => new HttpError(413, 'payload_too_large', messages.logoTooLarge);

/** 400 with the section 5 text: the bytes are not a JPEG, PNG, GIF or WebP image sharp can read. */
export const logoInvalidType = () => new HttpError(400, 'invalid_file_type', messages.logoInvalidType);

/** 400: the request carried no `logo` file. */
export const logoMissing = () => new HttpError(400, 'validation_failed', messages.logoMissing);
