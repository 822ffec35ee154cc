import { eventSubject, type EventType } from '@groupmap/contracts';
import { waitFor } from '@groupmap/svc-kit/testing';
import type { Subscription } from 'nats';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { added, ownedMap } from './locations/location-fixtures';
import { startMapsTestEnv, uniquePermalink, userOn, type MapsTestEnv } from './support/maps-test-env';

// The operators' takedowns (issue 12): `npm run location:remove` and `npm run map:remove`, run as an
// operator would, against this run's database and NATS.
const ROOT = path.join(__dirname, '../../..');
const CLI = path.join(ROOT, 'services/maps/src/cli');

let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
}, 60_000);

afterAll(async () => {
  await env.close();
});

type Script = 'location-remove' | 'map-remove';

const run = (script: Script, ...args: string[]) => runWith({}, script, ...args);

async function runWith(extraEnv: Record<string, string>, script: Script, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(CLI, `${script}.ts`), ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          NATS_URL: process.env.NATS_URL,
          EVENTS_PREFIX: process.env.EVENTS_PREFIX,
          // A platform state file must not be read: everything is set.
          GROUPMAP_DATA_DIR: path.join(ROOT, 'no-such-data-dir'),
          ...extraEnv,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The events of `type` published on NATS while the test runs (what realtime passes on to viewers). */
function watch(type: EventType) {
  const seen: Array<{ type: string; payload: Record<string, unknown> }> = [];
  const subscription: Subscription = env.nc.subscribe(eventSubject(env.config.EVENTS_PREFIX, type));
  void (async () => {
    for await (const message of subscription) seen.push(message.json());
  })();
  return { seen, stop: () => subscription.unsubscribe() };
}

const auditOf = (mapId: number) => env.knex('operator_actions').where({ map_id: mapId }).orderBy('id');

const operatorLog = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.event === 'operator_action');

describe('npm run location:remove', () => {
  it('removes the location, announces it to live viewers and records who and why', async () => {
    const { owner, map } = await ownedMap(env);
    const location = await added(owner, map.id, { name: 'Offending pin' });
    const kept = await added(owner, map.id, { name: 'Fine pin' });
    const events = watch('maps.location.deleted.v1');

    const result = await run(
      'location-remove',
      ...['--map', map.permalink, '--location', String(location.id)],
      ...['--by', 'Ada Ops', '--reason', 'Takedown request #17: personal address'],
    );

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Removed location ${location.id} \\("Offending pin"\\) from map "${map.permalink}" \\(map ${map.id}; audit \\d+\\) \\(1 event published\\)\\n$`,
      ),
    );
    expect(await env.knex('locations').where({ map_id: map.id }).pluck('id')).toEqual([kept.id]);
    // Other files' unrelayed events may go out in the same run: this map's is the one that matters.
    const ofThisMap = () => events.seen.find(({ payload }) => payload.mapId === map.id);
    await waitFor('the deleted event on NATS', () => ofThisMap() !== undefined);
    events.stop();
    expect(ofThisMap()).toMatchObject({
      type: 'maps.location.deleted.v1',
      payload: { mapId: map.id, locationId: location.id },
    });
    expect(await auditOf(map.id)).toEqual([
      expect.objectContaining({
        action: 'location.remove',
        map_id: map.id,
        map_permalink: map.permalink,
        map_owner_id: owner.userId,
        location_id: location.id,
        operator: 'Ada Ops',
        reason: 'Takedown request #17: personal address',
        details: expect.objectContaining({ location: expect.objectContaining({ name: 'Offending pin' }) }),
        created_at: expect.any(Date),
      }),
    ]);
    expect(operatorLog(result.stderr)).toMatchObject({
      level: 30,
      action: 'location:remove',
      mapId: map.id,
      locationId: location.id,
      by: 'Ada Ops',
    });
  }, 60_000);

  it("finds the map by its id or its page's address too", async () => {
    const { owner, map } = await ownedMap(env);
    const first = await added(owner, map.id);
    const second = await added(owner, map.id);
    const byId = await run(
      'location-remove',
      '--map',
      String(map.id),
      '--location',
      String(first.id),
      '--by',
      'ops',
      '--reason',
      'spam',
    );
    expect(byId.code).toBe(0);
    const byUrl = await run(
      'location-remove',
      ...['--map', `https://groupmap.example/map/${map.permalink}?x=1`, '--location', String(second.id)],
      ...['--by', 'ops', '--reason', 'spam'],
    );
    expect(byUrl.code).toBe(0);
    expect(await env.knex('locations').where({ map_id: map.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
  }, 60_000);

  it('takes the location down even when NATS does not answer, leaving its event to the service', async () => {
    const { owner, map } = await ownedMap(env);
    const location = await added(owner, map.id);
    const result = await runWith(
      { NATS_URL: 'nats://127.0.0.1:1' },
      'location-remove',
      ...['--map', map.permalink, '--location', String(location.id), '--by', 'ops', '--reason', 'spam'],
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /\(1 event queued in the maps service's outbox \(NATS: .+\); the running service publishes it\)\n$/,
    );
    expect(await env.knex('locations').where({ id: location.id }).first('id')).toBeUndefined();
    const [event] = await env
      .knex('outbox')
      .where({ aggregate_id: String(map.id), type: 'maps.location.deleted.v1' })
      .select('payload');
    expect(event).toMatchObject({ payload: { mapId: map.id, locationId: location.id } });
    expect(await auditOf(map.id)).toHaveLength(1);
  }, 60_000);

  it('refuses without --by or --reason, with its usage, and changes nothing', async () => {
    const { owner, map } = await ownedMap(env);
    const location = await added(owner, map.id);
    const target = ['--map', map.permalink, '--location', String(location.id)];
    for (const args of [
      [...target, '--reason', 'spam'],
      [...target, '--by', 'ops'],
      [...target, '--by', '  ', '--reason', 'spam'],
    ]) {
      const result = await run('location-remove', ...args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /^location:remove: --(by|reason) is required\nUsage: npm run location:remove -- --map/,
      );
    }
    const notANumber = await run(
      'location-remove',
      '--map',
      map.permalink,
      '--location',
      'abc',
      '--by',
      'ops',
      '--reason',
      'spam',
    );
    expect(notANumber.code).toBe(2);
    expect(await env.knex('locations').where({ id: location.id }).first('id')).toEqual({ id: location.id });
    expect(await auditOf(map.id)).toEqual([]);
  }, 60_000);

  it('says clearly when the map or the location does not exist, and changes nothing', async () => {
    const { owner, map } = await ownedMap(env);
    const location = await added(owner, map.id);
    const nowhere = uniquePermalink('gone');
    const noMap = await run(
      'location-remove',
      '--map',
      nowhere,
      '--location',
      String(location.id),
      '--by',
      'ops',
      '--reason',
      'spam',
    );
    expect(noMap).toEqual({
      code: 1,
      stdout: '',
      stderr: `location:remove failed: No map with the permalink or id "${nowhere}"\n`,
    });
    const other = await ownedMap(env);
    const foreign = await added(other.owner, other.map.id);
    const notOnMap = await run(
      'location-remove',
      '--map',
      map.permalink,
      '--location',
      String(foreign.id),
      '--by',
      'ops',
      '--reason',
      'spam',
    );
    expect(notOnMap.code).toBe(1);
    expect(notOnMap.stderr).toBe(
      `location:remove failed: Map "${map.permalink}" (map ${map.id}) has no location ${foreign.id}\n`,
    );
    expect(await env.knex('locations').whereIn('id', [location.id, foreign.id]).count({ n: '*' })).toEqual([
      { n: '2' },
    ]);
    expect(await auditOf(map.id)).toEqual([]);
  }, 60_000);
});

describe('npm run map:remove', () => {
  it("deletes the map as its owner's delete does, announces it and records who and why", async () => {
    const owner = await userOn(env, 'pro');
    const logoUrl = await env.logos.issue(owner.userId!);
    const created = await owner.post('/api/maps', { name: 'Bad map', permalink: uniquePermalink(), logoUrl });
    expect(created.status).toBe(201);
    const map = created.body as { id: number; permalink: string };
    await added(owner, map.id);
    await added(owner, map.id);
    const events = watch('maps.map.deleted.v1');

    const result = await run(
      'map-remove',
      '--map',
      map.permalink,
      '--by',
      'Ada Ops',
      '--reason',
      'Hate speech (ticket 9)',
    );

    expect(result.code).toBe(0);
    // No S3 settings here: the logo upload is detached for the maps service's cleanup job.
    expect(result.stdout).toMatch(
      new RegExp(
        `^Removed map "${map.permalink}" \\(map ${map.id}, owner ${owner.userId}\\) with its 2 locations; its logo is left to the maps service's logo cleanup job \\(audit \\d+\\) \\(1 event published\\)\\n$`,
      ),
    );
    expect(await env.knex('maps').where({ id: map.id }).first('id')).toBeUndefined();
    expect(await env.knex('locations').where({ map_id: map.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(await env.logos.attachedMap(logoUrl)).toBeNull();
    expect((await owner.get(`/api/maps/${map.permalink}`)).status).toBe(404);
    // Other files' unrelayed events may go out in the same run: this map's is the one that matters.
    const ofThisMap = () => events.seen.find(({ payload }) => payload.mapId === map.id);
    await waitFor('the deleted event on NATS', () => ofThisMap() !== undefined);
    events.stop();
    expect(ofThisMap()).toMatchObject({
      type: 'maps.map.deleted.v1',
      payload: { mapId: map.id, permalink: map.permalink },
    });
    expect(await auditOf(map.id)).toEqual([
      expect.objectContaining({
        action: 'map.remove',
        map_permalink: map.permalink,
        map_owner_id: owner.userId,
        location_id: null,
        operator: 'Ada Ops',
        reason: 'Hate speech (ticket 9)',
        details: expect.objectContaining({ name: 'Bad map', locations: 2, logoUrl }),
      }),
    ]);
    expect(operatorLog(result.stderr)).toMatchObject({ level: 30, action: 'map:remove', mapId: map.id });
  }, 60_000);

  it('refuses without --by or --reason and says clearly when the map does not exist, changing nothing', async () => {
    const { map } = await ownedMap(env);
    const noBy = await run('map-remove', '--map', map.permalink, '--reason', 'spam');
    expect(noBy.code).toBe(2);
    expect(noBy.stderr).toBe(
      'map:remove: --by is required\nUsage: npm run map:remove -- --map <permalink or id> --by <operator name> --reason "<why>"\n',
    );
    const noReason = await run('map-remove', '--map', map.permalink, '--by', 'ops');
    expect(noReason.code).toBe(2);
    const stray = await run('map-remove', map.permalink, '--by', 'ops', '--reason', 'spam');
    expect(stray.code).toBe(2);
    const nowhere = uniquePermalink('gone');
    const unknown = await run('map-remove', '--map', nowhere, '--by', 'ops', '--reason', 'spam');
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: `map:remove failed: No map with the permalink or id "${nowhere}"\n`,
    });
    expect(await env.knex('maps').where({ id: map.id }).first('id')).toEqual({ id: map.id });
    expect(await auditOf(map.id)).toEqual([]);
  }, 60_000);
});
