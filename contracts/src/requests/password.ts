import { z } from 'zod';
import { domainMessages } from '../messages/domain';
import { changeEmailBodySchema, LINK_TOKEN_MAX_LENGTH } from './account';
import { emailAddressSchema, registerBodySchema } from './auth';
import { requestObject } from './fields';

/** A new password follows registration's rule (section 5) and cap, with the same messages. */
const newPassword = registerBodySchema.shape.password;

/**
 * POST /api/password-reset (openapi.yaml PasswordResetRequest): the address to send a link to. An
 * invalid address is refused as at registration; a valid one gets the same answer, known or not.
 */
export const passwordResetBodySchema = requestObject({ email: emailAddressSchema });

/**
 * POST /api/password-reset/confirm (openapi.yaml PasswordResetConfirmRequest). A missing or
 * malformed token is as invalid as an unknown one, and answers the same text.
 */
export const passwordResetConfirmBodySchema = requestObject({
  token: z
    .string({ error: domainMessages.resetLinkInvalid })
    .min(1, { error: domainMessages.resetLinkInvalid })
    .max(LINK_TOKEN_MAX_LENGTH, { error: domainMessages.resetLinkInvalid }),
  password: newPassword,
});

/** PUT /api/account/password (openapi.yaml ChangePasswordRequest). */
export const changePasswordBodySchema = requestObject({
  currentPassword: changeEmailBodySchema.shape.currentPassword,
  newPassword,
});

export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
