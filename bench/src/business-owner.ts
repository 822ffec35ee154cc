// A map owner on the business plan, signed in through the gateway as a browser is (cookies and the
// CSRF header: the containers' ApiSession), for benchmarks of what only an owner may do. The plan is
// bought through billing's test-mode checkout, which every test platform runs, and reaches maps as an
// event: the owner is ready once maps' own projection of plans holds it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ApiSession } from '@groupmap/scripts';

const PLAN_VISIBLE_WITHIN_MS = 30_000;
const PLAN_POLL_MS = 100;

/** Waits until maps.user_plans says `userId` is on business. */
async function waitForMapsPlan(databaseUrl: string, userId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + PLAN_VISIBLE_WITHIN_MS;
    for (;;) {
      const { rows } = await client.query<{ plan: string }>(
        'select plan from maps.user_plans where user_id = $1',
        [userId],
      );
      if (rows[0]?.plan === 'business') return;
      if (Date.now() > deadline) throw new Error(`maps did not see user ${userId} on business in time`);
      await new Promise((resolve) => setTimeout(resolve, PLAN_POLL_MS));
    }
  } finally {
    await client.end();
  }
}

/** Registers a new user, buys the business plan (test checkout) and waits until maps knows. */
export async function signInBusinessOwner(baseUrl: string, databaseUrl: string): Promise<ApiSession> {
  const suffix = randomBytes(4).toString('hex');
  const owner = new ApiSession(baseUrl);
  await owner.json('GET', '/api/session', 200);
  await owner.json('POST', '/api/register', 201, {
    username: `bench${suffix}`,
    email: `bench${suffix}@example.com`,
    password: `Bench-${suffix}-passphrase`,
  });
  const { url } = await owner.json<{ url: string }>('POST', '/api/subscribe/business?interval=year', 200);
  const checkoutId = url.split('?')[0]!.split('/').pop()!;
  await owner.json('POST', `/api/billing/test-checkout/${checkoutId}/complete`, 200);
  const { id } = await owner.json<{ id: number }>('GET', '/api/user', 200);
  await waitForMapsPlan(databaseUrl, id);
  return owner;
}

/** A new empty map of the owner's; answers its id. */
export async function createEmptyMap(owner: ApiSession): Promise<number> {
  const map = await owner.json<{ id: number }>('POST', '/api/maps', 201, {
    name: 'Import benchmark',
    permalink: `bench-import-${randomBytes(4).toString('hex')}`,
  });
  return map.id;
}
