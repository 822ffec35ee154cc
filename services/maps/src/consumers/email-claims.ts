import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import { provenContributorsWithEmail } from '../db/contributor-email-repository';
import { giveIdentityToAccount } from '../domain/give-identity-to-account';
import { SCHEMA } from '../schema';

/** Maps' durable consumer of verified addresses on auth's stream; its replicas share it. */
export const EMAIL_CLAIM_CONSUMER = 'maps-email-claims';

/**
 * An account proved an address (`auth.email.verified.v1`, issue 26): what anonymous contributors
 * added under identities that proved the same address by following a mailed link becomes the
 * account's, on every map. An address only typed into the form proved nothing and is not matched.
 * Idempotent: a second delivery finds the identities gone.
 */
export function emailClaimConsumer({ logger }: { logger: Logger }): DurableConsumerSpec {
  const log = logger.child({ component: 'email-claims' });
  return durableConsumer({
    stream: 'auth',
    durableName: EMAIL_CLAIM_CONSUMER,
    types: ['auth.email.verified.v1'],
    handle: async (event, trx) => {
      const { userId, emailKey } = event.payload;
      let moved = 0;
      for (const identity of await provenContributorsWithEmail(trx, emailKey)) {
        moved += await giveIdentityToAccount(trx, identity, { userId });
      }
      log.debug({ eventId: event.id, moved }, 'contributions of a proven address given to the account');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startEmailClaimConsumer = (deps: NatsSideDeps) => emailClaimConsumer(deps).start(deps, SCHEMA);
