import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import type { CheckoutProvider } from '../checkout/checkout-provider';
import { closeDeletedAccount } from '../domain/close-deleted-account';
import { SCHEMA } from '../schema';

/** Billing's durable consumer of account deletions on auth's stream; its replicas share it. */
export const ACCOUNT_DELETION_CONSUMER = 'billing-account-deletions';

/**
 * Cancels a deleted account's subscription, refunding a new one within the money-back window
 * (`auth.account.deleted.v1`), once: the kit's inbox records the event in the same transaction.
 */
export function accountDeletionConsumer(
  { logger }: { logger: Logger },
  { provider, clock = () => new Date() }: { provider: CheckoutProvider; clock?: () => Date },
): DurableConsumerSpec {
  const log = logger.child({ component: 'account-deletions' });
  return durableConsumer({
    stream: 'auth',
    durableName: ACCOUNT_DELETION_CONSUMER,
    types: ['auth.account.deleted.v1'],
    handle: async (event, trx) => {
      const { userId } = event.payload;
      const closed = await closeDeletedAccount(
        trx,
        { provider, now: clock() },
        { userId, eventId: event.id },
      );
      log.info({ eventId: event.id, userId, ...closed }, 'deleted account’s subscription closed');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startAccountDeletionConsumer = (
  deps: NatsSideDeps,
  options: { provider: CheckoutProvider; clock?: () => Date },
) => accountDeletionConsumer(deps, options).start(deps, SCHEMA);
