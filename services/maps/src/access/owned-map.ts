import { messages } from '@groupmap/contracts';
import { forbidden, notFound } from '@groupmap/svc-kit';
import type { Db } from '../db/db';
import { findMapById, type StoredMap } from '../db/map-repository';

/**
 * Map `mapId` when `userId` owns it, locked until the transaction ends when asked: 404 for an unknown
 * map, 403 with `notOwner` (what the refused action says) for someone else's. Every owner-only use
 * case (edit, delete, import) starts here.
 */
export async function ownedMap(
  db: Db,
  mapId: number,
  userId: number,
  { lock = false, notOwner }: { lock?: boolean; notOwner: string },
): Promise<StoredMap> {
  const map = await findMapById(db, mapId, { lock });
  if (!map) throw notFound(messages.mapNotFound);
  if (map.userId !== userId) throw forbidden(notOwner);
  return map;
}
