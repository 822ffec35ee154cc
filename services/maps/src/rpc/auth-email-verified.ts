import { getUserReplySchema } from '@groupmap/contracts';
import { requestRpc, type Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';

/**
 * Whether an account's e-mail is verified, asked of auth (`auth.user.get`) when the account reports
 * a location (issue 25: three verified accounts hide it). Auth not answering must not lose the
 * report: it counts then as an unverified account's, by its network alone.
 */
export function authEmailVerifiedReader({
  nc,
  prefix,
  logger,
}: {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
}) {
  return async (userId: number): Promise<boolean> => {
    try {
      const { user } = await requestRpc({
        nc,
        prefix,
        name: 'auth.user.get',
        body: { userId },
        reply: getUserReplySchema,
      });
      return user?.emailVerified ?? false;
    } catch (error) {
      logger.warn({ err: error, userId }, 'auth.user.get failed: the report counts as unverified');
      return false;
    }
  };
}
