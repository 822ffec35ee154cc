import { startDurableConsumers, type StartNatsSide } from '@groupmap/svc-kit';
import type { CheckoutProvider } from './checkout/checkout-provider';
import { accountDeletionConsumer } from './consumers/account-deletions';
import { SCHEMA } from './schema';

/**
 * Billing on NATS besides its outbox relay: its consumer of account deletions, which cancels
 * through the checkout provider in use (it answers no rpc; its app asks auth's `auth.user.get`).
 * The composition root and the wiring suite start it; a new consumer or responder is added here
 * (and to its entry in BUS_ACCESS, contracts/src/events/bus-access.ts, which its NATS permissions
 * come from).
 */
export const billingNatsSide =
  ({ provider, clock }: { provider: CheckoutProvider; clock?: () => Date }): StartNatsSide =>
  (deps) =>
    startDurableConsumers(deps, SCHEMA, [accountDeletionConsumer(deps, { provider, clock })]);
