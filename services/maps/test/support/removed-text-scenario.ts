import { removeLocationAsOperator } from '../../src/domain/operator-removals';
import { added, locationBody, ownedMap } from '../locations/location-fixtures';
import { client, type MapsTestEnv } from './maps-test-env';

/** Text a fresh read of the scenario's map no longer shows, written and removed in every way. */
export const REMOVED_TEXT = [
  'My home',
  '12 Private Lane',
  '0301234567',
  'edited away',
  'value of a removed field',
  'Rude pin',
  'Insulting street 9',
];

/**
 * The review's catch-up scenario (issue 21), through maps' routes and its operator takedown: seq 1
 * creates the map; 2-3 a visitor's home with a phone number, added and deleted; 4-5 a bakery whose
 * notes are edited away; 6 the owner's library with a value of a field 7 removes; 8-9 a rude pin,
 * added and taken down by an operator.
 */
export async function removedTextScenario(env: MapsTestEnv) {
  const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone', 'Notes'] });
  const visitor = client(env.app);
  const home = await added(visitor, map.id, {
    name: 'My home',
    address: '12 Private Lane',
    customData: { Phone: '0301234567' },
  });
  await visitor.delete(`/api/maps/${map.id}/locations/${home.id}`).expect(200);
  const bakery = await added(visitor, map.id, { name: 'Bakery', customData: { Notes: 'edited away' } });
  const edit = locationBody({ name: 'Bakery', customData: { Notes: 'Fresh bread' } });
  await visitor.put(`/api/maps/${map.id}/locations/${bakery.id}`, edit).expect(200);
  const library = await added(owner, map.id, {
    name: 'Library',
    customData: { Phone: 'value of a removed field', Notes: 'Open late' },
  });
  await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: ['Notes'] }).expect(200);
  const rude = await added(visitor, map.id, { name: 'Rude pin', address: 'Insulting street 9' });
  const takedown = await removeLocationAsOperator(env.knex, {
    map: map.permalink,
    locationId: rude.id,
    by: 'ops@example.org',
    reason: 'abuse',
  });
  if (takedown.missing !== null) throw new Error(`takedown found no ${takedown.missing}`);
  return { owner, map, home, bakery, library, rude };
}
