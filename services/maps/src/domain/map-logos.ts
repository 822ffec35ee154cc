import type { Knex } from 'knex';
import { attachLogo, deleteMapLogo, isIssuedLogoUrl, type DeleteLogoDeps } from '../logos';

/** What the map commands need of the logo storage (services/maps/src/logos). */
export interface MapLogos {
  /** True when `logoUrl` is a logo this service stored for `userId`. */
  isIssuedLogoUrl(trx: Knex.Transaction, logoUrl: string, userId: number): Promise<boolean>;
  /** Marks the upload as shown by `mapId`, so the cleanup of unattached uploads leaves it. */
  attachLogo(trx: Knex.Transaction, logoUrl: string, mapId: number): Promise<void>;
  /** Removes a logo no map shows any more (its map deleted, or the logo replaced or removed). */
  deleteMapLogo(logoUrl: string): Promise<void>;
}

/** The map commands' view of the logos module, over the service's knex and logo bucket. */
export function createMapLogos(deps: DeleteLogoDeps): MapLogos {
  return {
    isIssuedLogoUrl,
    attachLogo: async (trx, logoUrl, mapId) => {
      await attachLogo(trx, logoUrl, mapId);
    },
    deleteMapLogo: (logoUrl) => deleteMapLogo(logoUrl, deps),
  };
}
