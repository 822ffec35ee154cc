import type { ApiSchema } from '@groupmap/contracts';
import type { User } from '../db/user-repository';

/**
 * Auth's part of "Download my data" (openapi.yaml AccountExport): everything it keeps about the
 * account but the password hash and internal bookkeeping.
 */
export function toAccountExport(user: User, deletionScheduledFor: Date | null): ApiSchema<'AccountExport'> {
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    createdAt: user.createdAt.toISOString(),
    currentPlan: user.currentPlan,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPeriodEnd: user.subscriptionPeriodEnd?.toISOString() ?? null,
    scheduledPlan: user.scheduledPlan,
    deletionScheduledFor: deletionScheduledFor?.toISOString() ?? null,
  };
}
