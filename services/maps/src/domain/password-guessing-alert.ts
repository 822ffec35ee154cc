import { appendToOutbox, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { StoredMap } from '../db/map-repository';

/**
 * Tells the owner of `map` that its wrong passwords passed the map-wide threshold
 * (`maps.map.password-guessed.v1`; auth sends "Someone is guessing your map's password" to the
 * owner's verified address). At most once a day per map: `alerts` allows one attempt per map a day.
 */
export async function alertPasswordGuessing(
  knex: Knex,
  alerts: RateLimiter,
  map: Pick<StoredMap, 'id' | 'userId' | 'name' | 'permalink'>,
  { failures, windowSeconds }: { failures: number; windowSeconds: number },
): Promise<void> {
  if (map.userId === null) return;
  if (!(await alerts.attempt(String(map.id))).allowed) return;
  await knex.transaction((trx) =>
    appendToOutbox(trx, {
      type: 'maps.map.password-guessed.v1',
      // Its own aggregate: the map's sequence numbers what viewers see change, and this is not that.
      aggregateId: `map-password:${map.id}`,
      payload: {
        mapId: map.id,
        ownerId: map.userId!,
        mapName: map.name,
        permalink: map.permalink,
        failures,
        windowSeconds,
      },
    }),
  );
}
