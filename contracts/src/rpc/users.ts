import { z } from 'zod';
import { TEXT_LIMITS } from '../domain/text-limits';

/**
 * `auth.user.lookup`: the user id behind a username, for operators' tools in other services
 * (`npm run plan:set -- <username> <plan>` in billing). `user: null` when there is no such user.
 */
export const lookupUserRequestSchema = z.object({ username: z.string().min(1).max(TEXT_LIMITS.username) });
export const lookupUserReplySchema = z.object({
  user: z
    .object({ id: z.number().int().positive(), username: z.string().max(TEXT_LIMITS.username) })
    .nullable(),
});

export type LookupUserRequest = z.infer<typeof lookupUserRequestSchema>;
export type LookupUserReply = z.infer<typeof lookupUserReplySchema>;

/**
 * `auth.user.get`: a user's profile fields other services need by id (billing checks the e-mail
 * before a checkout, spec section 5; maps asks whether a reporter's address is verified, issue 25). `user: null` when there is no such user.
 */
export const getUserRequestSchema = z.object({ userId: z.number().int().positive() });
export const getUserReplySchema = z.object({
  user: z
    .object({
      id: z.number().int().positive(),
      username: z.string().max(TEXT_LIMITS.username),
      email: z.string().max(TEXT_LIMITS.email),
      /** The address is verified (issue 25: maps counts reports of verified accounts as sources); absent: not known to be. */
      emailVerified: z.boolean().optional(),
    })
    .nullable(),
});

export type GetUserRequest = z.infer<typeof getUserRequestSchema>;
export type GetUserReply = z.infer<typeof getUserReplySchema>;
