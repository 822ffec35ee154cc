import type { MapRow } from '../db/map-repository';
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
export function toMapResponse(row: MapRow, viewer: Viewer, cipher: PasswordCipher): MapResponse {
  const requiresPassword = row.password_protected && !viewer.isOwner && !viewer.hasGrant;
  const response: MapResponse = {
    id: row.id,
    name: row.name,
    description: row.description,
    permalink: row.permalink,
    customFields: requiresPassword ? [] : row.custom_fields,
    passwordProtected: row.password_protected,
    logoUrl: requiresPassword ? null : row.logo_url,
    requiresPassword,
    isOwner: viewer.isOwner,
    createdAt: row.created_at.toISOString(),
  };
  if (viewer.isOwner) {
    response.password = row.password_encrypted === null ? null : cipher.decrypt(row.password_encrypted);
  }
  return response;
}
