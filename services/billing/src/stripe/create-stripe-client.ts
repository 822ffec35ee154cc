import Stripe from 'stripe';
import type { StripeSettings } from './stripe-settings';

/**
 * The one Stripe SDK client of the service. Telemetry is off (nothing may call out but Stripe
 * itself); with an `apiBase` every call goes there instead, which is how tests run the real SDK
 * against a local fake API.
 */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port ? Number(base.port) : undefined,
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 0,
    }),
  });
}
