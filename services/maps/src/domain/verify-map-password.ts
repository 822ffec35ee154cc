import { messages } from '@groupmap/contracts';
import {
  forbidden,
  httpError,
  ipRateLimitKey,
  notFound,
  tooManyAttempts,
  type Identity,
  type Logger,
  type RateLimiter,
} from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { grantAccess } from '../db/grant-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import type { MapsRateLimiters } from '../rate-limits';
import { grantExpiresAt } from './grant-lifetime';
import { alertPasswordGuessing } from './password-guessing-alert';
import type { PasswordCipher } from './password-cipher';

export interface VerifyMapPasswordDeps {
  knex: Knex;
  cipher: PasswordCipher;
  limits: Pick<
    MapsRateLimiters,
    'passwordSession' | 'passwordIp' | 'passwordMap' | 'passwordMapSession' | 'passwordAlert'
  >;
  /** The time now (injectable, so tests can move past a grant's expiry). */
  clock: () => Date;
  /** MAP_GRANT_TTL_DAYS. */
  grantTtlDays: number;
  /** MAP_PASSWORD_RATE_WINDOW_SECONDS, named in the owner's alert. */
  passwordWindowSeconds: number;
  logger: Logger;
}

/** The refusal of a session that failed on a map whose wrong passwords passed the threshold. */
const MAP_WIDE_REFUSAL_SECONDS = 60;

/**
 * Counts a wrong password on the map: towards the map-wide threshold, and as this session's failure
 * there. The guess that brings the map to its threshold alerts the owner (once a day per map).
 */
async function countFailure(deps: VerifyMapPasswordDeps, map: StoredMap, sessionKey: string): Promise<void> {
  const { passwordMap, passwordMapSession, passwordAlert } = deps.limits;
  const mapKey = String(map.id);
  await passwordMapSession.attempt(sessionKey);
  await passwordMap.attempt(mapKey);
  const failures = await passwordMap.used(mapKey);
  if (failures < passwordMap.points) return;
  try {
    await alertPasswordGuessing(deps.knex, passwordAlert, map, {
      failures,
      windowSeconds: deps.passwordWindowSeconds,
    });
  } catch (error) {
    // The visitor's answer does not depend on the owner's mail; the next guess tries again.
    deps.logger.warn({ err: error, mapId: map.id }, 'could not queue the password-guessing alert');
  }
}

/**
 * A visitor's attempt at map `mapId`'s password (decisions.md, Password-protected maps). The attempt
 * is counted per session and per client IP (IPv6 by /64) before the comparison, so parallel requests
 * cannot slip past the limits; a correct one is given back, so only wrong guesses use them up. The
 * map-wide count takes wrong passwords only and refuses only sessions that have failed on the map
 * (issue 21): guessing from many addresses never locks out a visitor who knows the password.
 * Right: the session gets a grant of the current password version. Wrong: 403.
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
  ];
  for (const [limiter, key] of counted) await limiter.consume(key);

  const sessionKey = `${mapId}:${sessionId}`;
  const { passwordMap, passwordMapSession } = deps.limits;
  if (
    (await passwordMap.used(String(mapId))) >= passwordMap.points &&
    (await passwordMapSession.used(sessionKey)) > 0
  ) {
    throw tooManyAttempts(MAP_WIDE_REFUSAL_SECONDS);
  }

  const map = await findMapById(deps.knex, mapId);
  if (!map) throw notFound(messages.mapNotFound);
  if (map.passwordProtected && map.passwordEncrypted !== null) {
    if (!deps.cipher.matches(map.passwordEncrypted, password)) {
      await countFailure(deps, map, sessionKey);
      throw httpError('incorrect_password', messages.incorrectMapPassword);
    }
    const grantedAt = deps.clock();
    await grantAccess(deps.knex, {
      mapId: map.id,
      sessionId,
      passwordVersion: map.passwordVersion,
      grantedAt,
      expiresAt: grantExpiresAt(grantedAt, deps.grantTtlDays),
    });
  }
  await Promise.all(counted.map(([limiter, key]) => limiter.refund(key)));
}
