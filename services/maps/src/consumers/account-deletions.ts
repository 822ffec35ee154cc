import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import { deleteAccountData } from '../domain/delete-account-data';
import type { LogoStorage } from '../logos';
import { SCHEMA } from '../schema';

/** Maps' durable consumer of account deletions on auth's stream; its replicas share it. */
export const ACCOUNT_DELETION_CONSUMER = 'maps-account-deletions';

/**
 * Deletes a deleted account's maps and unlinks its contributions elsewhere (`auth.account.deleted.v1`),
 * once: the kit's inbox records the event in the same transaction. The logo objects are removed last,
 * just before the commit: should the commit fail, the event comes again and deletes the rows then
 * (removing an object twice is harmless), while a map never outlives the deletion for long.
 */
export function accountDeletionConsumer(
  { logger }: { logger: Logger },
  storage: Pick<LogoStorage, 'remove'>,
): DurableConsumerSpec {
  const log = logger.child({ component: 'account-deletions' });
  return durableConsumer({
    stream: 'auth',
    durableName: ACCOUNT_DELETION_CONSUMER,
    types: ['auth.account.deleted.v1'],
    handle: async (event, trx) => {
      const { userId } = event.payload;
      const deleted = await deleteAccountData(trx, userId);
      for (const key of deleted.logoKeys) await storage.remove(key);
      log.info(
        {
          eventId: event.id,
          userId,
          maps: deleted.maps,
          unlinked: deleted.unlinked,
          logos: deleted.logoKeys.length,
        },
        'deleted account’s maps removed and contributions unlinked',
      );
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startAccountDeletionConsumer = (deps: NatsSideDeps, storage: Pick<LogoStorage, 'remove'>) =>
  accountDeletionConsumer(deps, storage).start(deps, SCHEMA);
