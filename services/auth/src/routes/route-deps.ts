import type { Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { AuthConfig } from '../config';
import type { PasswordHasher } from '../domain/password-hasher';
import type { AuthRateLimiters } from '../rate-limits';

/** What the auth routes work with, handed down from createApp. */
export interface RouteDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: AuthRateLimiters;
  logger: Logger;
  config: AuthConfig;
  /** The current time for expiring links; tests pass a clock they move. */
  clock: () => Date;
}
