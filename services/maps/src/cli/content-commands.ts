import { OperatorError, OperatorUsageError, type OperatorCommand } from '@groupmap/svc-kit';
import { removeLocationAsOperator, removeMapAsOperator } from '../domain/operator-removals';
import { SCHEMA, SERVICE } from '../schema';
import { removeMapLogo } from './logo-removal';

const noMap = (reference: string) => new OperatorError(`No map with the permalink or id "${reference}"`);

/** `npm run location:remove`: takes one location down (the terms' takedown requests). */
export const locationRemoveCommand: OperatorCommand<'map' | 'location'> = {
  name: 'location:remove',
  service: SERVICE,
  schema: SCHEMA,
  usage:
    'Usage: npm run location:remove -- --map <permalink or id> --location <location id> --by <operator name> --reason "<why>"',
  options: ['map', 'location'],
  async act({ knex }, { map: reference, location, by, reason }) {
    if (!/^[1-9]\d{0,9}$/.test(location))
      throw new OperatorUsageError(`--location must be a location's id (a number), not "${location}"`);
    const result = await removeLocationAsOperator(knex, {
      map: reference,
      locationId: Number(location),
      by,
      reason,
    });
    if (result.missing === 'map') throw noMap(reference);
    if (result.missing === 'location')
      throw new OperatorError(
        `Map "${result.map.permalink}" (map ${result.map.id}) has no location ${location}`,
      );
    const { map, location: removed, auditId } = result;
    return {
      summary: `Removed location ${removed.id} ("${removed.name}") from map "${map.permalink}" (map ${map.id}; audit ${auditId})`,
      eventIds: [result.eventId],
      log: { mapId: map.id, permalink: map.permalink, locationId: removed.id, by, reason, auditId },
    };
  },
};

/** `npm run map:remove`: takes a whole map down, as its owner's delete does. */
export const mapRemoveCommand: OperatorCommand<'map'> = {
  name: 'map:remove',
  service: SERVICE,
  schema: SCHEMA,
  usage: 'Usage: npm run map:remove -- --map <permalink or id> --by <operator name> --reason "<why>"',
  options: ['map'],
  async act({ knex, logger, config }, { map: reference, by, reason }) {
    const result = await removeMapAsOperator(knex, { map: reference, by, reason });
    if (result.missing === 'map') throw noMap(reference);
    const { map, locations, auditId } = result;
    // After the commit, as for the owner's delete: a failed object removal must not bring the map back.
    const logo = await removeMapLogo({ knex, logger, env: config.serviceEnv }, map.logoUrl);
    return {
      summary: `Removed map "${map.permalink}" (map ${map.id}, owner ${map.userId ?? 'none'}) with its ${locations} locations${logo} (audit ${auditId})`,
      eventIds: [result.eventId],
      log: { mapId: map.id, permalink: map.permalink, ownerId: map.userId, locations, by, reason, auditId },
    };
  },
};
