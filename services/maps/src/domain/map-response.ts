import type { WhoCanAdd } from '@groupmap/contracts';
import type { StoredMap } from '../db/map-repository';
import type { PasswordCipher } from './password-cipher';

/** What a viewer may see of a map (openapi.yaml Map). */
export interface MapResponse {
  id: number;
  name: string;
  description: string | null;
  permalink: string;
  customFields: string[];
  passwordProtected: boolean;
  logoUrl: string | null;
  whoCanAdd: WhoCanAdd;
  reviewNewLocations: boolean;
  requiresPassword: boolean;
  isOwner: boolean;
  password?: string | null;
  createdAt: string;
}

export interface Viewer {
  isOwner: boolean;
  /** The viewer's session holds a grant of the map's current password version. */
  hasGrant: boolean;
}

/**
 * The map as `viewer` may see it. The password goes to the owner only (decrypted); a protected map
 * the viewer has no grant for shows its name and description only: no custom fields, no logo
 * (decisions.md, Password-protected maps).
 */
export function toMapResponse(row: StoredMap, viewer: Viewer, cipher: PasswordCipher): MapResponse {
  const requiresPassword = row.passwordProtected && !viewer.isOwner && !viewer.hasGrant;
  const response: MapResponse = {
    id: row.id,
    name: row.name,
    description: row.description,
    permalink: row.permalink,
    customFields: requiresPassword ? [] : row.customFields,
    passwordProtected: row.passwordProtected,
    logoUrl: requiresPassword ? null : row.logoUrl,
    whoCanAdd: row.whoCanAdd,
    reviewNewLocations: row.reviewNewLocations,
    requiresPassword,
    isOwner: viewer.isOwner,
    createdAt: row.createdAt.toISOString(),
  };
  if (viewer.isOwner) {
    response.password = row.passwordEncrypted === null ? null : cipher.decrypt(row.passwordEncrypted);
  }
  return response;
}
