import { messages } from '@groupmap/contracts';
import { appendToOutbox } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { ownedMap } from '../access/owned-map';
import { deleteMapRow, type StoredMap } from '../db/map-repository';
import type { MapCommandDeps } from './map-settings-rules';

/**
 * Deletes `map` (locked by the caller) with its locations and grants (cascade) and announces it, in
 * `trx`: live viewers are told the map is gone. Its logo object is the caller's, after the commit.
 */
export async function removeMapInTransaction(trx: Knex.Transaction, map: StoredMap): Promise<{ id: string }> {
  await deleteMapRow(trx, map.id);
  return appendToOutbox(trx, {
    type: 'maps.map.deleted.v1',
    aggregateId: String(map.id),
    payload: { mapId: map.id, passwordVersion: map.passwordVersion, permalink: map.permalink },
  });
}

/** Deletes the owner's map `id` with its locations and grants (cascade), then its logo object. */
export async function deleteMap(deps: MapCommandDeps, id: number, userId: number): Promise<void> {
  const map = await deps.knex.transaction(async (trx) => {
    const owned = await ownedMap(trx, id, userId, { lock: true, notOwner: messages.onlyOwnerCanChangeMap });
    await removeMapInTransaction(trx, owned);
    return owned;
  });
  // After commit: a failed object removal must not bring the map back.
  if (map.logoUrl) await deps.logos.deleteMapLogo(map.logoUrl);
}
