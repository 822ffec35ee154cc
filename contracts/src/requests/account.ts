import { z } from 'zod';
import { TEXT_LIMITS } from '../domain/text-limits';
import { domainMessages } from '../messages/domain';
import { serviceMessages } from '../messages/service';
import { validationMessages } from '../messages/validation';
import { emailAddressSchema } from './auth';
import { requestObject, tooLong } from './fields';

/**
 * The longest token a mail's link carries, with room to spare: tokens are 32 random bytes in
 * base64url (43 characters).
 */
export const LINK_TOKEN_MAX_LENGTH = 128;

/** PUT /api/account/email (openapi.yaml ChangeEmailRequest): the new address, confirmed by the password. */
/** PUT /api/account/notifications (openapi AccountNotificationsRequest, issue 24). */
export const accountNotificationsBodySchema = requestObject({
  reviewDigests: z.boolean({ error: serviceMessages.invalidRequest }),
});

export const changeEmailBodySchema = requestObject({
  email: emailAddressSchema,
  currentPassword: z
    .string({ error: validationMessages.currentPasswordRequired })
    .min(1, { error: validationMessages.currentPasswordRequired })
    .max(TEXT_LIMITS.password, { error: tooLong('Password', TEXT_LIMITS.password) }),
});

/**
 * POST /api/account/email/verify (openapi.yaml VerifyEmailRequest). A missing or malformed token is
 * as invalid as an unknown one, and answers the same text.
 */
export const verifyEmailBodySchema = requestObject({
  token: z
    .string({ error: domainMessages.verificationLinkInvalid })
    .min(1, { error: domainMessages.verificationLinkInvalid })
    .max(LINK_TOKEN_MAX_LENGTH, { error: domainMessages.verificationLinkInvalid }),
});

export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
