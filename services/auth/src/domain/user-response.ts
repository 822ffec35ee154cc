import type { ApiSchema } from '@groupmap/contracts';
import type { User } from '../db/user-repository';

/** The user as `GET /api/user`, login and register answer it (openapi.yaml User): never the hash. */
export function toUserResponse(user: User): ApiSchema<'User'> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    currentPlan: user.currentPlan,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPeriodEnd: user.subscriptionPeriodEnd?.toISOString() ?? null,
    scheduledPlan: user.scheduledPlan,
  };
}
