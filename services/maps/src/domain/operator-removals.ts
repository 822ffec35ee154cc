import type { Knex } from 'knex';
import { countLocations, findLocation, type StoredLocation } from '../db/location-repository';
import { findMapById, findMapByPermalink, type StoredMap } from '../db/map-repository';
import { recordOperatorAction } from '../db/operator-action-repository';
import { setLogoUploadMap } from '../db/logo-upload-repository';
import { logoKeyOf } from '../logos/logo-records';
import { purgeLocationInTransaction } from './delete-location';
import { removeMapInTransaction } from './delete-map';

/** Who removes and why (an operator's --by and --reason), kept in the audit row. */
export interface Accountability {
  by: string;
  reason: string;
  now?: Date;
}

/**
 * The permalink in what an operator pasted: a permalink, a map page's address (`.../map/<permalink>`)
 * or a map's id.
 */
export function mapReferenceOf(reference: string): string {
  const trimmed = reference.trim();
  const page = /\/map\/([^/?#]+)/.exec(trimmed);
  return (page ? decodeURIComponent(page[1]!) : trimmed).toLowerCase();
}

/** The map a reference names, locked until the transaction ends: by permalink first, then by id. */
export async function lockMapByReference(
  trx: Knex.Transaction,
  reference: string,
): Promise<StoredMap | null> {
  const name = mapReferenceOf(reference);
  const byPermalink = await findMapByPermalink(trx, name);
  const id = byPermalink?.id ?? (/^[1-9]\d{0,9}$/.test(name) ? Number(name) : null);
  if (id === null || id > 2_147_483_647) return null;
  return (await findMapById(trx, id, { lock: true })) ?? null;
}

export type LocationRemoval =
  | { missing: 'map' }
  | { missing: 'location'; map: StoredMap }
  | { missing: null; map: StoredMap; location: StoredLocation; eventId: string; auditId: number };

/**
 * An operator's takedown of one location (location:remove): purged at once, even one its author had
 * already deleted (kept 30 days otherwise), and announced as a delete is (`maps.location.deleted.v1`:
 * live viewers see it disappear), with the audit row in the same transaction. Nothing changes when
 * the map or the location is not found.
 */
export async function removeLocationAsOperator(
  knex: Knex,
  {
    map: reference,
    locationId,
    by,
    reason,
    now = new Date(),
  }: Accountability & {
    map: string;
    locationId: number;
  },
): Promise<LocationRemoval> {
  return knex.transaction(async (trx) => {
    const map = await lockMapByReference(trx, reference);
    if (!map) return { missing: 'map' };
    const location = Number.isSafeInteger(locationId)
      ? await findLocation(trx, map.id, locationId, { lock: true, includeDeleted: true })
      : undefined;
    if (!location) return { missing: 'location', map };
    const event = await purgeLocationInTransaction(trx, map, location.id);
    const auditId = await recordOperatorAction(trx, {
      action: 'location.remove',
      map,
      locationId: location.id,
      operator: by,
      reason,
      details: {
        location: {
          name: location.name,
          address: location.address,
          userId: location.userId,
          createdAt: location.createdAt,
        },
      },
      at: now,
    });
    return { missing: null, map, location, eventId: event.id, auditId };
  });
}

export type MapRemoval =
  { missing: 'map' } | { missing: null; map: StoredMap; locations: number; eventId: string; auditId: number };

/**
 * An operator's takedown of a whole map (map:remove), as its owner's delete does: the map goes with
 * its locations and grants and is announced (`maps.map.deleted.v1`: live viewers are told it is
 * gone), with the audit row in the same transaction. Its logo upload is detached in it too, so the
 * logo cleanup job removes the object if the caller cannot (removeMapLogo, after the commit).
 */
export async function removeMapAsOperator(
  knex: Knex,
  { map: reference, by, reason, now = new Date() }: Accountability & { map: string },
): Promise<MapRemoval> {
  return knex.transaction(async (trx) => {
    const map = await lockMapByReference(trx, reference);
    if (!map) return { missing: 'map' };
    const locations = await countLocations(trx, map.id);
    const event = await removeMapInTransaction(trx, map);
    const logoKey = logoKeyOf(map.logoUrl);
    if (logoKey) await setLogoUploadMap(trx, logoKey, null);
    const auditId = await recordOperatorAction(trx, {
      action: 'map.remove',
      map,
      operator: by,
      reason,
      details: { name: map.name, locations, logoUrl: map.logoUrl, createdAt: map.createdAt },
      at: now,
    });
    return { missing: null, map, locations, eventId: event.id, auditId };
  });
}
