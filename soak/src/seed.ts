// The soak's world before the load starts: business-plan owners (registered through the gateway, the
// plan set with `npm run plan:set` as an operator would), their public maps pre-seeded to a steady
// size, and the import, password-protected and reviewed maps. Seeded locations are written straight
// into the maps schema as the owner's own (one statement per map, as an import leaves them): adding
// 40,000 through the API would measure the seeding, not the platform.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Session } from './drivers/session';
import type { SoakProfile } from './profile';

const ROOT = resolve(__dirname, '..', '..');
const PLAN_VISIBLE_WITHIN_MS = 60_000;
const PLAN_SET_CONCURRENCY = 4;

export interface SeededMap {
  id: number;
  permalink: string;
  ownerCookie: string;
  /** Seeded locations: the owner's own. */
  ownedIds: number[];
  password?: string;
}

export interface SoakWorld {
  publicMaps: SeededMap[];
  importMap: SeededMap;
  protectedMap: SeededMap;
  reviewedMap: SeededMap;
}

interface Owner {
  username: string;
  userId: number;
  session: Session;
}

async function registerOwner(baseUrl: string, label: string): Promise<Owner> {
  const session = await Session.visitor(baseUrl);
  const suffix = randomBytes(4).toString('hex');
  const username = `soak${label}${suffix}`;
  const registered = await session.request('POST', '/api/register', {
    username,
    email: `${username}@example.com`,
    password: `Soak-${suffix}-passphrase`,
  });
  if (registered.status !== 201)
    throw new Error(`register ${username}: ${registered.status} ${registered.detail}`);
  const user = await session.request<{ id: number }>('GET', '/api/user');
  return { username, userId: user.body!.id, session };
}

/** `npm run plan:set -- <username> business` against the soak's platform (its data folder). */
async function setBusinessPlan(dataDir: string, owners: Owner[]) {
  const queue = [...owners];
  const worker = async () => {
    for (let owner = queue.shift(); owner; owner = queue.shift()) {
      await promisify(execFile)('npm', ['run', '-s', 'plan:set', '--', owner.username, 'business'], {
        cwd: ROOT,
        env: { ...process.env, GROUPMAP_DATA_DIR: dataDir },
      });
    }
  };
  await Promise.all(Array.from({ length: PLAN_SET_CONCURRENCY }, worker));
}

async function waitForBusiness(db: pg.Client, owners: Owner[]) {
  const ids = owners.map((owner) => owner.userId);
  const deadline = Date.now() + PLAN_VISIBLE_WITHIN_MS;
  for (;;) {
    const { rows } = await db.query<{ count: string }>(
      "select count(*) from maps.user_plans where user_id = any($1) and plan = 'business'",
      [ids],
    );
    if (Number(rows[0]!.count) === ids.length) return;
    if (Date.now() > deadline) throw new Error('maps did not see every soak owner on business in time');
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
  }
}

async function createMap(owner: Owner, label: string, settings: Record<string, unknown> = {}) {
  const permalink = `soak-${label}-${randomBytes(3).toString('hex')}`;
  const created = await owner.session.request<{ id: number }>('POST', '/api/maps', {
    name: `Soak ${label}`,
    permalink,
    ...settings,
  });
  if (created.status !== 201) throw new Error(`create map ${permalink}: ${created.status} ${created.detail}`);
  return { id: created.body!.id, permalink };
}

/** `count` locations of the owner's on the map, in one statement; answers their ids. */
async function seedLocations(db: pg.Client, mapId: number, userId: number, count: number): Promise<number[]> {
  if (count === 0) return [];
  await db.query(
    'insert into maps.contributors (map_id, user_id) values ($1, $2) on conflict (map_id, user_id) where user_id is not null do nothing',
    [mapId, userId],
  );
  const { rows } = await db.query<{ id: number }>(
    `insert into maps.locations (map_id, user_id, contributor_id, name, address, latitude, longitude, region, country, created_at, published_at)
     select $1, $2, (select id from maps.contributors where map_id = $1 and user_id = $2),
            'Seeded ' || $1 || '-' || n, 'London', 51.4 + (n % 100) / 1000.0, -0.2 + (n / 100) / 1000.0,
            'England', 'United Kingdom', now() - ($3 - n) * interval '1 second', now() - ($3 - n) * interval '1 second'
     from generate_series(1, $3::int) as n
     returning id`,
    [mapId, userId, count],
  );
  return rows.map((row) => row.id);
}

export async function seedWorld(
  profile: SoakProfile,
  platform: { gatewayUrl: string; dataDir: string; databaseUrl: string },
  progress: (line: string) => void,
): Promise<SoakWorld> {
  const owners: Owner[] = [];
  for (let index = 0; index < profile.maps; index += 1)
    owners.push(await registerOwner(platform.gatewayUrl, String(index + 1)));
  progress(`${owners.length} owners registered; setting their plans with npm run plan:set…`);
  await setBusinessPlan(platform.dataDir, owners);
  const db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  try {
    await waitForBusiness(db, owners);
    progress(`owners on business; seeding ${profile.maps} maps of ${profile.seedLocations} locations…`);
    const seeded = async (
      owner: Owner,
      label: string,
      count: number,
      settings: Record<string, unknown> = {},
    ) => {
      const map = await createMap(owner, label, settings);
      const ownedIds = await seedLocations(db, map.id, owner.userId, count);
      return { ...map, ownerCookie: owner.session.cookieHeader, ownedIds };
    };
    const publicMaps: SeededMap[] = [];
    for (const [index, owner] of owners.entries())
      publicMaps.push(await seeded(owner, `public-${index + 1}`, profile.seedLocations));
    const password = `soak-${randomBytes(6).toString('hex')}`;
    const world: SoakWorld = {
      publicMaps,
      importMap: await seeded(owners[0]!, 'imports', 0),
      protectedMap: {
        ...(await seeded(owners[1 % owners.length]!, 'protected', 200, {
          passwordProtected: true,
          password,
        })),
        password,
      },
      reviewedMap: await seeded(owners[2 % owners.length]!, 'reviewed', 200, { reviewNewLocations: true }),
    };
    await db.query('analyze maps.locations');
    return world;
  } finally {
    await db.end();
  }
}
