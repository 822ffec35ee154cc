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
}
