import { createServiceApp, natsCheck, postgresCheck, type Logger } from '@groupmap/svc-kit';
import { SERVICE } from './schema';
import type { Express, RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { CheckoutProvider } from './checkout/checkout-provider';
import type { ProfileUser } from './domain/subscribe';
import { createBillingRateLimiters, type BillingRateLimitConfig } from './rate-limits';
import { authUserReader } from './rpc/auth-user';
import { accountDataRoutes } from './routes/account-data-routes';
import { subscribeRoutes } from './routes/subscribe-routes';
import { testCheckoutRoutes } from './routes/test-checkout-routes';

export interface AppDeps {
  logger: Logger;
  knex: Knex;
  nc: NatsConnection;
  identityPublicKey: string;
  /** EVENTS_PREFIX, for the RPC subjects (default: none). */
  prefix?: string;
  /** The checkout in use (createCheckoutProvider's choice); no default, so none is chosen silently. */
  provider: CheckoutProvider;
  /** The subscribe limits (config); tests pass small or large ones. */
  rateLimits: BillingRateLimitConfig;
  /** The origin browsers use (PUBLIC_ORIGIN). */
  publicOrigin?: string;
  now?: () => Date;
  /** The user's profile; auth's `auth.user.get` by default. */
  getUser?: (userId: number) => Promise<ProfileUser | null>;
  /** Routes mounted before identity and the JSON parser (the Stripe webhook). */
  publicApi?: RequestHandler[];
}

const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

/** The billing service's HTTP app (never listens: index.ts does, tests use supertest). */
export function createApp({
  logger,
  knex,
  nc,
  identityPublicKey,
  prefix = '',
  provider,
  rateLimits,
  publicOrigin = DEFAULT_PUBLIC_ORIGIN,
  now = () => new Date(),
  getUser = authUserReader({ nc, prefix, logger }),
  publicApi = [],
}: AppDeps): Express {
  const limits = createBillingRateLimiters(knex, rateLimits);
  const api = [
    subscribeRoutes({ knex, provider, getUser, now, publicOrigin, limits }),
    accountDataRoutes({ knex }),
  ];
  // The built-in checkout's own calls exist only while it is the checkout in use.
  if (provider.kind === 'test') api.push(testCheckoutRoutes({ knex, now }));
  return createServiceApp({
    service: SERVICE,
    logger,
    identityPublicKey,
    checks: { postgres: postgresCheck(knex), nats: natsCheck(nc) },
    api,
    publicApi,
  });
}
