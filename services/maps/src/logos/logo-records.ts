import type { Knex } from 'knex';
import { deleteLogoUpload, isUploadOf, setLogoUploadMap } from '../db/logo-upload-repository';
import type { LogoStorage } from './logo-storage';

/** Where an upload is served; the only form a map's logoUrl may take. */
export const LOGO_URL_PREFIX = '/api/logos/';

/** Keys are made here only: a UUID and the extension of the stored type. */
const LOGO_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp)$/;

/** True when `key` has the shape of a key this service issues. */
export const isLogoKey = (key: string): boolean => LOGO_KEY_PATTERN.test(key);

/** The served URL of a stored key. */
export const logoUrlOf = (key: string): string => `${LOGO_URL_PREFIX}${key}`;

/** The key of a URL of the form this service issues, else null (foreign URLs, `javascript:` ...). */
export function logoKeyOf(logoUrl: unknown): string | null {
  if (typeof logoUrl !== 'string' || !logoUrl.startsWith(LOGO_URL_PREFIX)) return null;
  const key = logoUrl.slice(LOGO_URL_PREFIX.length);
  return isLogoKey(key) ? key : null;
}

/**
 * True only when `logoUrl` is `/api/logos/<key>` for an upload of `userId`: a map may show no other
 * image. Inside a transaction the row is locked until it ends, so the cleanup job cannot remove the
 * upload between this check and {@link attachLogo}.
 */
export async function isIssuedLogoUrl(trx: Knex, logoUrl: unknown, userId: number): Promise<boolean> {
  const key = logoKeyOf(logoUrl);
  if (key === null) return false;
  return isUploadOf(trx, key, userId);
}

/** Marks the upload as shown by `mapId`, which exempts it from cleanup. False for an unknown URL. */
export async function attachLogo(trx: Knex, logoUrl: unknown, mapId: number): Promise<boolean> {
  const key = logoKeyOf(logoUrl);
  if (key === null) return false;
  return setLogoUploadMap(trx, key, mapId);
}

export interface DeleteLogoDeps {
  knex: Knex;
  storage: LogoStorage;
}

/**
 * Removes a map's logo (map deleted, or its logo replaced or removed): the object first, then the
 * row, so a failed removal leaves a row pointing at the object rather than an object nobody knows.
 * Does nothing for null or a URL this service did not issue.
 */
export async function deleteMapLogo(logoUrl: unknown, { knex, storage }: DeleteLogoDeps): Promise<void> {
  const key = logoKeyOf(logoUrl);
  if (key === null) return;
  await storage.remove(key);
  await deleteLogoUpload(knex, key);
}
