import { messages } from '@groupmap/contracts';
import {
  forbidden,
  httpError,
  ipRateLimitKey,
  notFound,
  type Identity,
  type RateLimiter,
} from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { grantAccess } from '../db/grant-repository';
import { findMapById } from '../db/map-repository';
import type { MapsRateLimiters } from '../rate-limits';
import { grantExpiresAt } from './grant-lifetime';
import type { PasswordCipher } from './password-cipher';

export interface VerifyMapPasswordDeps {
  knex: Knex;
  cipher: PasswordCipher;
  limits: Pick<MapsRateLimiters, 'passwordSession' | 'passwordIp' | 'passwordMap'>;
  /** The time now (injectable, so tests can move past a grant's expiry). */
  clock: () => Date;
  /** MAP_GRANT_TTL_DAYS. */
  grantTtlDays: number;
}

/**
 * A visitor's attempt at map `mapId`'s password (decisions.md, Password-protected maps). The attempt
 * is counted per session, per client IP (IPv6 by /64) and per map before the comparison, so parallel
 * requests cannot slip past the limits; a correct one is given back, so only wrong guesses use them
 * up. Right: the session gets a grant of the current password version. Wrong: 403.
 */
export async function verifyMapPassword(
  deps: VerifyMapPasswordDeps,
  mapId: number,
  identity: Pick<Identity, 'sessionId' | 'ip'>,
  password: string,
): Promise<void> {
  const { sessionId } = identity;
  if (sessionId === null) throw forbidden();
  const counted: [RateLimiter, string][] = [
    [deps.limits.passwordSession, sessionId],
    [deps.limits.passwordIp, ipRateLimitKey(identity.ip)],
    [deps.limits.passwordMap, String(mapId)],
  ];
  for (const [limiter, key] of counted) await limiter.consume(key);

  const map = await findMapById(deps.knex, mapId);
  if (!map) throw notFound(messages.mapNotFound);
  if (map.password_protected && map.password_encrypted !== null) {
    if (!deps.cipher.matches(map.password_encrypted, password)) {
      throw httpError('incorrect_password', messages.incorrectMapPassword);
    }
    const grantedAt = deps.clock();
    await grantAccess(deps.knex, {
      mapId: map.id,
      sessionId,
      passwordVersion: map.password_version,
      grantedAt,
      expiresAt: grantExpiresAt(grantedAt, deps.grantTtlDays),
    });
  }
  await Promise.all(counted.map(([limiter, key]) => limiter.refund(key)));
}
