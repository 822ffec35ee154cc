import { getUserReplySchema } from '@groupmap/contracts';
import { requestRpc, serviceUnavailable, type Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';
import type { ProfileUser } from '../domain/subscribe';

/**
 * Reads a user's profile from auth (`auth.user.get`). Auth not answering makes the request a 503:
 * the e-mail rule cannot be checked without it.
 */
export function authUserReader({
  nc,
  prefix,
  logger,
}: {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
}) {
  return async (userId: number): Promise<ProfileUser | null> => {
    try {
      const { user } = await requestRpc({
        nc,
        prefix,
        name: 'auth.user.get',
        body: { userId },
        reply: getUserReplySchema,
      });
      return user;
    } catch (error) {
      logger.warn({ err: error, userId }, 'auth.user.get failed');
      throw serviceUnavailable();
    }
  };
}
