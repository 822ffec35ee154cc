import { z } from 'zod';
import { TEXT_LIMITS } from '../domain/text-limits';
import { accountLeavingMessages } from '../messages/account-leaving';
import { validationMessages } from '../messages/validation';
import { requestObject, tooLong } from './fields';

/**
 * POST /api/account/deletion (openapi.yaml AccountDeletionRequest): the current password, and the
 * username typed as a confirmation. The username is compared exactly by auth, so it is not trimmed
 * here: a typed confirmation is what the person typed.
 */
export const accountDeletionBodySchema = requestObject({
  password: z
    .string({ error: validationMessages.currentPasswordRequired })
    .min(1, { error: validationMessages.currentPasswordRequired })
    .max(TEXT_LIMITS.password, { error: tooLong('Password', TEXT_LIMITS.password) }),
  username: z
    .string({ error: accountLeavingMessages.typeUsernameToConfirm })
    .min(1, { error: accountLeavingMessages.typeUsernameToConfirm })
    .max(TEXT_LIMITS.username, { error: accountLeavingMessages.usernameMismatch }),
});

export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;
