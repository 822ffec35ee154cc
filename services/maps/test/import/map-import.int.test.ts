import { formatMessage, mapImportErrors, messages } from '@groupmap/contracts';
import { client, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { UNRESOLVABLE_ADDRESS } from '../support/fake-geocoder';
import { insertLocations, ownedMap } from '../locations/location-fixtures';
import {
  finished,
  importCount,
  imported,
  locationsOf,
  outboxTypes,
  previewOf,
  uploadImport,
  type Progress,
} from './import-support';

// An import is waited for up to 20 s (import-support `finished`), its file read by a process of its
// own; the uploads and previews around the wait come on top, so the test's own timeout is longer
// and the helper's message, naming what did not finish, is the one a failure shows.
jest.setTimeout(45_000);

// The owner's import (issue 13, Import): preview, mapping, commit, progress, limits, cancel.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv({}, { imports: true });
});

afterAll(async () => {
  await env.close();
});

const CSV = [
  'Name,Address,Latitude,Longitude,Phone',
  'Harbour cafe,"Quay 1, Bristol",51.449,-2.597,0117 000',
  'Old mill,,53.4794,-2.2453,',
  'Town hall,"Market Square, Leeds",,,0113 111',
  'No place,,,,',
  ',Nameless Road 5,51.5,-0.1,',
].join('\r\n');

describe('preview', () => {
  it('reads the file, guesses the mapping and reports the rows it will skip; nothing is written', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const preview = await previewOf(owner, map.id, CSV, 'places.csv');
    expect(preview).toMatchObject({
      format: 'csv',
      fileName: 'places.csv',
      status: 'pending',
      rows: 5,
      ready: 3,
      toGeocode: 1,
      problemCount: 2,
      columns: ['Name', 'Address', 'Latitude', 'Longitude', 'Phone'],
      fields: [],
      newFieldsAllowed: 5,
      limitProblem: null,
      mapping: {
        name: 'Name',
        address: 'Address',
        latitude: 'Latitude',
        longitude: 'Longitude',
        region: null,
        country: null,
        fields: [{ column: 'Phone', field: 'Phone' }],
      },
    });
    expect(preview.problems).toEqual([
      { row: 5, reason: mapImportErrors.rowNoPosition },
      { row: 6, reason: messages.locationNameRequired },
    ]);
    expect(preview.sample[0]).toEqual({
      row: 2,
      values: {
        Name: 'Harbour cafe',
        Address: 'Quay 1, Bristol',
        Latitude: '51.449',
        Longitude: '-2.597',
        Phone: '0117 000',
      },
    });
    expect(await locationsOf(owner, map.id)).toEqual([]);
    expect(await outboxTypes(env, map.id)).toEqual(['maps.map.created.v1']);
  });

  it('answers the preview again under a changed mapping, and refuses a mapping that cannot work', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const preview = await previewOf(owner, map.id, CSV, 'places.csv');
    const withoutCoordinates = { ...preview.mapping, latitude: null, longitude: null };
    const changed = await owner.patch(`/api/maps/${map.id}/imports/${preview.id}`, {
      mapping: withoutCoordinates,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ready: 2, toGeocode: 2, mapping: withoutCoordinates });

    const halfCoordinates = await owner.patch(`/api/maps/${map.id}/imports/${preview.id}`, {
      mapping: { ...preview.mapping, latitude: null },
    });
    expect(halfCoordinates.status).toBe(400);
    expect(halfCoordinates.text).toBe(mapImportErrors.importCoordinatePair);
    const unknown = await owner.patch(`/api/maps/${map.id}/imports/${preview.id}`, {
      mapping: { ...preview.mapping, name: 'Title' },
    });
    expect(unknown.text).toBe(formatMessage(mapImportErrors.importUnknownColumn, { name: 'Title' }));
  });

  it('refuses anyone but the map owner, and anonymous callers', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const stranger = await uploadImport(client(env.app, 424242), map.id, CSV, 'places.csv');
    expect(stranger.status).toBe(403);
    expect(stranger.text).toBe(mapImportErrors.onlyOwnerCanImport);
    expect((await uploadImport(client(env.app), map.id, CSV, 'places.csv')).status).toBe(401);

    const preview = await previewOf(owner, map.id, CSV, 'places.csv');
    const other = client(env.app, 424243);
    expect((await other.post(`/api/maps/${map.id}/imports/${preview.id}/commit`)).status).toBe(403);
    expect((await other.get(`/api/maps/${map.id}/imports/${preview.id}`)).status).toBe(403);
    expect((await other.delete(`/api/maps/${map.id}/imports/${preview.id}`)).status).toBe(403);
    expect(await importCount(env, map.id)).toBe(1);
  });

  it('answers 400 without a file and 413 past 10 MB', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const none = await owner.post(`/api/maps/${map.id}/imports`, {});
    expect(none.status).toBe(400);
    expect(none.text).toBe(mapImportErrors.importFileMissing);
    const big = await uploadImport(owner, map.id, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.text).toBe(mapImportErrors.importFileTooLarge);
    expect(await importCount(env, map.id)).toBe(0);
  });
});

describe('commit', () => {
  it('places every ready row, adds the new field and writes them all at once with one event', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const { progress } = await imported(owner, map.id, CSV, 'places.csv');
    expect(progress).toMatchObject({
      status: 'done',
      done: 3,
      total: 3,
      imported: 3,
      problemCount: 2,
      error: null,
    });

    const locations = await locationsOf(owner, map.id);
    expect(locations).toEqual([
      expect.objectContaining({
        name: 'Harbour cafe',
        address: 'Quay 1, Bristol',
        latitude: 51.449,
        longitude: -2.597,
        customData: { Phone: '0117 000' },
      }),
      // No address: the nearest gazetteer place names it.
      expect.objectContaining({
        name: 'Old mill',
        address: 'Manchester, England, United Kingdom',
        region: 'England',
        country: 'United Kingdom',
        latitude: 53.4794,
        longitude: -2.2453,
      }),
      // Only an address: placed by the geocoder (the fake one answers London).
      expect.objectContaining({ name: 'Town hall', address: 'Market Square, Leeds', latitude: 51.50853 }),
    ]);
    expect(env.geocodeQueries).toContain('Market Square, Leeds');
    const mapNow = await owner.get(`/api/maps/${map.permalink}`);
    expect(mapNow.body.customFields).toEqual(['Phone']);
    // One event for the whole import (after the map's creation), carrying the map with its new field.
    expect(await outboxTypes(env, map.id)).toEqual(['maps.map.created.v1', 'maps.locations.imported.v1']);
    const event = (await env
      .knex('outbox')
      .where({ aggregate_id: String(map.id), type: 'maps.locations.imported.v1' })
      .first()) as {
      payload: { count: number; map: { customFields: string[] } };
    };
    expect(event.payload).toMatchObject({ count: 3, map: { customFields: ['Phone'] } });
    // Imported locations belong to the owner.
    const owned = await owner.get(`/api/maps/${map.id}/locations`);
    expect((owned.body as { isOwn: boolean }[]).every((location) => location.isOwn)).toBe(true);
    // ...and to the owner's contributor identity on the map (issue 24).
    const identities = await env
      .knex('locations')
      .join('contributors', 'contributors.id', 'locations.contributor_id')
      .where({ 'locations.map_id': map.id })
      .distinct('contributors.user_id', 'contributors.map_id');
    expect(identities).toEqual([{ user_id: owner.userId, map_id: map.id }]);
  });

  it('skips a row whose address is not found and reports it', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const csv = `name,address\nKnown,Baker Street 221b\nLost,"${UNRESOLVABLE_ADDRESS}"\n`;
    const { progress } = await imported(owner, map.id, csv, 'lost.csv');
    expect(progress).toMatchObject({
      status: 'done',
      imported: 1,
      problems: [{ row: 3, reason: mapImportErrors.rowAddressNotFound }],
    });
  });

  it('refuses a commit whose rows would pass the plan limit, and writes nothing', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    await insertLocations(env, map.id, 99);
    const csv = ['name,latitude,longitude', 'One,51.5,-0.1', 'Two,51.6,-0.1'].join('\n');
    const preview = await previewOf(owner, map.id, csv, 'two.csv');
    const limit = formatMessage(messages.locationLimitReached, { n: 100 });
    expect(preview.limitProblem).toBe(limit);
    const commit = await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`);
    expect(commit.status).toBe(403);
    expect(commit.headers['x-error-code']).toBe('location_limit_reached');
    expect(commit.text).toBe(limit);
    expect((await locationsOf(owner, map.id)).length).toBe(99);
  });

  it('refuses new custom fields past the plan limit with the spec message', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const csv = 'name,latitude,longitude,Phone\nOne,51.5,-0.1,123\n';
    const preview = await previewOf(owner, map.id, csv, 'phones.csv');
    // Free has no custom fields: the guess leaves the column out...
    expect(preview.mapping.fields).toEqual([]);
    // ...and choosing it anyway is refused.
    const mapping = { ...preview.mapping, fields: [{ column: 'Phone', field: 'Phone' }] };
    const patched = await owner.patch(`/api/maps/${map.id}/imports/${preview.id}`, { mapping });
    expect(patched.body.limitProblem).toBe(formatMessage(messages.customFieldsLimit, { n: 0 }));
    const commit = await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`, { mapping });
    expect(commit.status).toBe(400);
    expect(commit.text).toBe(formatMessage(messages.customFieldsLimit, { n: 0 }));
  });

  it('refuses a second commit and a cancel after the end', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const { preview } = await imported(owner, map.id, 'name,latitude,longitude\nOne,51.5,-0.1\n', 'one.csv');
    const again = await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`);
    expect(again.status).toBe(409);
    expect(again.text).toBe(mapImportErrors.importAlreadyFinished);
    const cancel = await owner.delete(`/api/maps/${map.id}/imports/${preview.id}`);
    expect(cancel.status).toBe(409);
  });

  it('cancels a pending import: nothing is written and it cannot be committed', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const preview = await previewOf(owner, map.id, 'name,latitude,longitude\nOne,51.5,-0.1\n', 'one.csv');
    const cancel = await owner.delete(`/api/maps/${map.id}/imports/${preview.id}`);
    expect(cancel.status).toBe(200);
    expect((cancel.body as Progress).status).toBe('cancelled');
    expect((await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`)).status).toBe(409);
    expect(await locationsOf(owner, map.id)).toEqual([]);
  });
});

describe('without a worker of its own (another replica, a restart)', () => {
  let idle: MapsTestEnv;

  beforeAll(async () => {
    idle = await startMapsTestEnv();
  });

  afterAll(async () => {
    await idle.close();
  });

  it('checks the plan again at the end: a map filled meanwhile fails the import, writing nothing', async () => {
    const { owner, map } = await ownedMap(idle, 'free');
    const preview = await previewOf(
      owner,
      map.id,
      'name,latitude,longitude\nOne,51.5,-0.1\nTwo,51.6,-0.1\n',
      'two.csv',
    );
    expect((await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`)).status).toBe(202);
    await insertLocations(idle, map.id, 99);
    // The worker of the other app (another replica) takes the committed import.
    env.importWorker!.wake();
    const progress = await finished(client(env.app, owner.userId), map.id, preview.id);
    expect(progress).toMatchObject({
      status: 'failed',
      error: formatMessage(messages.locationLimitReached, { n: 100 }),
      imported: null,
    });
    expect((await locationsOf(owner, map.id)).length).toBe(99);
  });

  /** A committed one-row import that a worker took and then stopped (a crash), its lease running `lease`. */
  async function heldByStoppedWorker(lease: string) {
    const { owner, map } = await ownedMap(idle, 'free');
    const preview = await previewOf(owner, map.id, 'name,latitude,longitude\nOne,51.5,-0.1\n', 'one.csv');
    await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`).expect(202);
    await idle
      .knex('imports')
      .where({ id: preview.id })
      .update({ lease_owner: 'stopped', lease_until: idle.knex.raw(`now() + ?::interval`, [lease]) });
    return { owner, map, preview };
  }

  it('cancels a running import before its final transaction', async () => {
    // Nobody works on it until its lease runs out.
    const { owner, map, preview } = await heldByStoppedWorker('1 hour');
    const cancel = await owner.delete(`/api/maps/${map.id}/imports/${preview.id}`);
    expect((cancel.body as Progress).status).toBe('cancelled');
    expect(await locationsOf(owner, map.id)).toEqual([]);
  });

  it('is carried on by another worker once the lease of one that stopped runs out', async () => {
    // A lease that has already run out: no waiting on the clock.
    const { owner, map, preview } = await heldByStoppedWorker('-1 second');
    env.importWorker!.wake();
    const progress = await finished(owner, map.id, preview.id);
    expect(progress).toMatchObject({ status: 'done', imported: 1 });
  });
});
