import { messages, type UpdateMapBody } from '@groupmap/contracts';
import { badRequest } from '@groupmap/svc-kit';
import type { MapWrite, StoredMap } from '../db/map-repository';
import type { PasswordCipher } from './password-cipher';

/** The password columns after an edit (decisions.md): off clears it, a new one bumps the version. */
export function passwordAfterEdit(
  cipher: PasswordCipher,
  map: StoredMap,
  body: UpdateMapBody,
): Pick<MapWrite, 'passwordProtected' | 'passwordEncrypted' | 'passwordVersion'> {
  const protectedNext = body.passwordProtected ?? map.passwordProtected;
  if (!protectedNext) {
    const changed = map.passwordProtected;
    return {
      passwordProtected: false,
      passwordEncrypted: null,
      passwordVersion: changed ? map.passwordVersion + 1 : map.passwordVersion,
    };
  }
  const typed = body.password ?? null;
  if (typed === null) {
    if (map.passwordEncrypted === null) throw badRequest(messages.mapPasswordRequired, 'validation_failed');
    return {
      passwordProtected: true,
      passwordEncrypted: map.passwordEncrypted,
      passwordVersion: map.passwordVersion,
    };
  }
  const same = map.passwordEncrypted !== null && cipher.matches(map.passwordEncrypted, typed);
  return {
    passwordProtected: true,
    passwordEncrypted: same ? map.passwordEncrypted : cipher.encrypt(typed),
    passwordVersion: same && map.passwordProtected ? map.passwordVersion : map.passwordVersion + 1,
  };
}
