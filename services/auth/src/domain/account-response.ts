import type { ApiSchema } from '@groupmap/contracts';
import type { User } from '../db/user-repository';

/** The profile as `GET /api/account` and `PUT /api/account/email` answer it (openapi.yaml Account). */
export function toAccountResponse(user: User): ApiSchema<'Account'> {
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    reviewDigests: user.reviewDigests,
  };
}
