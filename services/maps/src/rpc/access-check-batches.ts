import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { boundContributorIdsOfMany } from '../db/contributor-session-repository';
import { findMapsByIds, findMapsByPermalinks, type StoredMap } from '../db/map-repository';
import { readSequenceEpoch } from '../db/map-sequence';

/** The most keys one query is asked for. */
const MAX_BATCH = 250;

/**
 * What `maps.access.check` reads, gathered across the checks that arrive together: a restart drops
 * every socket of a replica (or, for the gateway, of the platform) and they rejoin within seconds.
 * One at a time that is three queries per socket, each waiting its turn for the CPU on a busy
 * machine; here it is three queries per batch, whatever the crowd. Nothing is cached between
 * batches (each check reads the map as it is now), so a password change or a deletion is seen by
 * the next check as before.
 */
export interface AccessCheckReads {
  mapByPermalink: DataLoader<string, StoredMap | undefined>;
  mapById: DataLoader<number, StoredMap | undefined>;
  epoch: DataLoader<'epoch', string>;
  contributorIds: DataLoader<{ mapId: number; sessionId: string }, number[]>;
}

export function accessCheckReads(knex: Knex): AccessCheckReads {
  const options = { cache: false, maxBatchSize: MAX_BATCH } as const;
  return {
    mapByPermalink: new DataLoader((permalinks) => findMapsByPermalinks(knex, permalinks), options),
    mapById: new DataLoader((ids) => findMapsByIds(knex, ids), options),
    epoch: new DataLoader(async (keys) => {
      const epoch = await readSequenceEpoch(knex);
      return keys.map(() => epoch);
    }, options),
    contributorIds: new DataLoader((viewers) => boundContributorIdsOfMany(knex, viewers), options),
  };
}
