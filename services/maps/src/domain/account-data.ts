import type { ApiSchema } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { listContributionsOf } from '../db/account-data-repository';
import { listAccountContributorEmails } from '../db/contributor-email-repository';
import type { EmailSeal } from './email-seal';
import { listLocations } from '../db/location-repository';
import { listMapsOf } from '../db/map-repository';
import { toMapSnapshot } from '../db/map-snapshot';
import { toLocationFeature } from './location-feature';

export type MapsExport = ApiSchema<'MapsExport'>;

/**
 * Maps' part of "Download my data" (issue 11): every map the user owns with its settings and all its
 * locations as a GeoJSON FeatureCollection, every location they added to someone else's map, and the
 * addresses given for edit links that came with contributions the account took over (issue 26).
 * Read in one repeatable-read transaction, so the file is one consistent picture. A map's password
 * is left out: it is a key to share, not something about the person, and a file lying in a
 * downloads folder should not open the map.
 */
export async function readAccountData(knex: Knex, emailSeal: EmailSeal, userId: number): Promise<MapsExport> {
  return knex.transaction(
    async (trx) => {
      const maps = await listMapsOf(trx, userId);
      const exported: MapsExport['maps'] = [];
      for (const map of maps) {
        const locations = await listLocations(trx, map.id);
        // The settings as events carry them (never the password), without the owner's own id.
        const { userId: _owner, ...settings } = toMapSnapshot(map);
        exported.push({
          ...settings,
          locations: {
            type: 'FeatureCollection',
            features: locations.map((row) => toLocationFeature(row, map.customFields)),
          },
        });
      }
      const contributions = (await listContributionsOf(trx, userId)).map(({ map, location }) => ({
        map: { name: map.name, permalink: map.permalink },
        location: toLocationFeature(location, map.customFields),
      }));
      const contributorEmails = (await listAccountContributorEmails(trx, userId)).map((kept) => ({
        map: { name: kept.mapName, permalink: kept.permalink },
        email: emailSeal.open(kept.emailSealed),
        provenAt: kept.provenAt?.toISOString() ?? null,
      }));
      return { maps: exported, contributions, contributorEmails };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
