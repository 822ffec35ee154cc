import { mapImportErrors } from '@groupmap/contracts';
import { HttpError } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import {
  cancelPendingPreviews,
  listPendingPreviews,
  lockUserImports,
} from '../db/import-retention-repository';

/**
 * What one owner may keep in pending previews (issue 19), besides one per map: a preview stores
 * every row of its file until it is committed or dropped, so without a bound a free account could
 * fill the database.
 */
export const PREVIEWS_PER_USER = 2;
export const PREVIEW_BYTES_PER_USER = 20 * 1024 * 1024;

/** 413 for a file whose preview alone would pass the owner's share. */
export function refuseOversizePreview(storedBytes: number): void {
  if (storedBytes > PREVIEW_BYTES_PER_USER) {
    throw new HttpError(413, 'payload_too_large', mapImportErrors.importPreviewTooLarge);
  }
}

/**
 * Makes room for a new preview of `mapId` taking `storedBytes`, inside the transaction that stores
 * it: the map's pending preview is replaced, and the owner's least recently changed ones are
 * cancelled until the new one fits both the count and the size. Each reads `cancelled` with
 * "Replaced by a newer upload." and its rows are deleted. A preview too large on its own is refused
 * before (`refuseOversizePreview`), so the one lock here is taken only for a preview that fits.
 */
export async function makeRoomForPreview(
  trx: Knex.Transaction,
  { mapId, userId, storedBytes }: { mapId: number; userId: number; storedBytes: number },
): Promise<void> {
  await lockUserImports(trx, userId);
  const pending = await listPendingPreviews(trx, userId);
  const replaced = pending.filter((preview) => preview.mapId === mapId).map((preview) => preview.id);
  const kept = pending.filter((preview) => preview.mapId !== mapId);
  let keptBytes = kept.reduce((total, preview) => total + preview.storedBytes, 0);
  while (kept.length + 1 > PREVIEWS_PER_USER || keptBytes + storedBytes > PREVIEW_BYTES_PER_USER) {
    const oldest = kept.shift();
    if (!oldest) break;
    replaced.push(oldest.id);
    keptBytes -= oldest.storedBytes;
  }
  await cancelPendingPreviews(trx, replaced, mapImportErrors.importReplaced);
}
