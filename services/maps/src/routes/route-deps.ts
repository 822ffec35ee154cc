import type { Knex } from 'knex';
import type { MapLogos } from '../domain/map-logos';
import type { PasswordCipher } from '../domain/password-cipher';
import type { MapsRateLimiters } from '../rate-limits';

/** What the map routes work with, handed down from createApp. */
export interface RouteDeps {
  knex: Knex;
  cipher: PasswordCipher;
  logos: MapLogos;
  limits: MapsRateLimiters;
  /** The time now; injectable so tests can move past a grant's expiry. */
  clock: () => Date;
  /** MAP_GRANT_TTL_DAYS: how long a correct map password opens the map. */
  grantTtlDays: number;
}
