import type { Db } from './db';
import { SCHEMA } from '../schema';

/** The logo_uploads table, schema-qualified so any knex (or transaction) reaches it. */
const logoUploads = (db: Db) => db('logo_uploads').withSchema(SCHEMA);

/** Records an upload of `userId`, not yet on any map. */
export async function insertLogoUpload(
  db: Db,
  upload: { key: string; userId: number; contentType: string },
): Promise<void> {
  await logoUploads(db).insert({ key: upload.key, user_id: upload.userId, content_type: upload.contentType });
}

/** True when `key` is an upload of `userId`; inside a transaction its row stays locked until the end. */
export async function isUploadOf(db: Db, key: string, userId: number): Promise<boolean> {
  return (await logoUploads(db).where({ key, user_id: userId }).first('key').forShare()) !== undefined;
}

/** Marks upload `key` as shown by `mapId` (null: by none). False for an unknown key. */
export async function setLogoUploadMap(db: Db, key: string, mapId: number | null): Promise<boolean> {
  return (await logoUploads(db).where({ key }).update({ attached_map_id: mapId })) > 0;
}

export async function deleteLogoUpload(db: Db, key: string): Promise<void> {
  await logoUploads(db).where({ key }).delete();
}

/** Up to `limit` keys of uploads on no map created before `before`, oldest first. */
export async function listUnattachedLogoKeys(db: Db, before: Date, limit: number): Promise<string[]> {
  return logoUploads(db)
    .whereNull('attached_map_id')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .pluck('key');
}

/** Deletes upload `key` on condition it is still on no map (a map attaching it at the same moment wins). */
export async function deleteUnattachedLogoUpload(db: Db, key: string): Promise<boolean> {
  return (await logoUploads(db).where({ key }).whereNull('attached_map_id').delete()) > 0;
}
