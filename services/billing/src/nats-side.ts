import type { StartNatsSide } from '@groupmap/svc-kit';
import type { CheckoutProvider } from './checkout/checkout-provider';
import { startAccountDeletionConsumer } from './consumers/account-deletions';

/**
 * Billing on NATS besides its outbox relay: its consumer of account deletions, which cancels
 * through the checkout provider in use (it answers no rpc; its app asks auth's `auth.user.get`).
 * The composition root and the wiring suite start it; a new consumer or responder is added here
 * (and to its entry in BUS_ACCESS, contracts/src/events/bus-access.ts, which its NATS permissions
 * come from).
 */
export const billingNatsSide =
  ({ provider, clock }: { provider: CheckoutProvider; clock?: () => Date }): StartNatsSide =>
  async (deps) => {
    const accountDeletions = await startAccountDeletionConsumer(deps, { provider, clock });
    return [{ name: 'account deletions consumer', run: accountDeletions.stop }];
  };
