import { editLinkAnswers, editLinkMessages, messages, type EventOf } from '@groupmap/contracts';
import {
  contributorEmailKey,
  createJetStreamPublisher,
  ensureStreamExists,
  type RpcResponder,
} from '@groupmap/svc-kit';
import { TEST_CONTRIBUTOR_EMAIL_KEY, waitFor } from '@groupmap/svc-kit/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { startEmailClaimConsumer } from '../../src/consumers/email-claims';
import { purgeDeletedLocations } from '../../src/jobs/location-purge-job';
import { startAccessCheckResponder } from '../../src/rpc/access-check';
import {
  accessCheck,
  client,
  newUserId,
  startMapsTestEnv,
  uniqueIp,
  type Client,
  type MapsTestEnv,
} from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// Issue 26: a contributor without an account keeps their edit rights on another device.
let env: MapsTestEnv;
let accessResponder: RpcResponder;

beforeAll(async () => {
  env = await startMapsTestEnv();
  accessResponder = await startAccessCheckResponder({
    nc: env.nc,
    knex: env.knex,
    prefix: env.config.EVENTS_PREFIX,
    logger: env.logger,
  });
});

afterAll(async () => {
  await accessResponder.stop();
  await env.close();
});

const newAddress = () => `visitor-${randomBytes(4).toString('hex')}@example.org`;

const askForLink = (who: Client, mapId: number, email: string, remember = true) =>
  who.post(`/api/maps/${mapId}/edit-links`, { email, remember });

const continueWith = (who: Client, token: string) => who.post('/api/maps/edit-links/continue', { token });

/** Asks for a link for `email` and sends it; resolves the token mailed (undefined when none was). */
async function mailedToken(who: Client, mapId: number, email: string, remember = true) {
  const before = env.editLinkMails.length;
  const answer = await askForLink(who, mapId, email, remember);
  expect(answer.status).toBe(202);
  await env.sendEditLinks();
  const mail = env.editLinkMails
    .slice(before)
    .find((sent) => sent.to.toLowerCase() === email.trim().toLowerCase());
  return mail?.token;
}

const rightsIn = async (viewer: Client, mapId: number, locationId: number) => {
  const list = await viewer.get(`/api/maps/${mapId}/locations`);
  const item = (list.body as { id: number; isOwn: boolean; canEdit: boolean }[]).find(
    (l) => l.id === locationId,
  );
  return { isOwn: item?.isOwn, canEdit: item?.canEdit };
};

describe('asking for a link', () => {
  it('answers the same whether or not the address matches, and sends only after the answer', async () => {
    const { map } = await ownedMap(env);
    const phone = client(env.app);
    await added(phone, map.id);
    const email = newAddress();

    const matching = await askForLink(phone, map.id, email, true);
    // Nothing is looked up or sent before the answer: the request alone is recorded.
    expect(await env.knex('edit_links').where({ map_id: map.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
    const stranger = await askForLink(client(env.app), map.id, newAddress(), false);
    for (const answer of [matching, stranger]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: editLinkMessages.checkEmail });
    }
    const requests = await env.knex('edit_link_requests').where({ map_id: map.id }).select('email_sealed');
    expect(requests).toHaveLength(2);
    // The address is sealed, never stored in clear.
    expect(JSON.stringify(requests)).not.toContain(email);

    const before = env.editLinkMails.length;
    await env.sendEditLinks();
    const sent = env.editLinkMails.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([email]);
    expect(sent[0]!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await env.knex('edit_link_requests').where({ map_id: map.id })).toEqual([]);
  });

  it('keeps the address only as a keyed hash and sealed, and sends nothing for an address only asked about', async () => {
    const { map } = await ownedMap(env);
    const phone = client(env.app);
    await added(phone, map.id);
    const email = newAddress();
    // "Edit what you added before" with an address nobody gave: no mail.
    expect(await mailedToken(phone, map.id, email, false)).toBeUndefined();
    expect(await mailedToken(phone, map.id, email, true)).toBeDefined();
    const identity = (await env
      .knex('contributors')
      .where({ map_id: map.id })
      .whereNull('user_id')
      .first()) as {
      email_key: string;
      email_sealed: string;
      email_proven_at: Date | null;
    };
    expect(identity.email_key).toBe(contributorEmailKey(TEST_CONTRIBUTOR_EMAIL_KEY, email));
    expect(identity.email_sealed).not.toContain(email);
    expect(identity.email_proven_at).toBeNull();
    // Later, from any device, the same address finds it.
    expect(await mailedToken(client(env.app), map.id, ` ${email.toUpperCase()} `, false)).toBeDefined();
  });

  it('sends nothing for a session that has added nothing on the map', async () => {
    const { map } = await ownedMap(env);
    expect(await mailedToken(client(env.app), map.id, newAddress(), true)).toBeUndefined();
  });

  it('refuses an invalid address in the spec’s words, and a protected map’s stranger', async () => {
    const { map } = await ownedMap(env);
    const bad = await askForLink(client(env.app), map.id, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.text).toBe(messages.invalidEmail);
    const missing = await askForLink(client(env.app), 999_999_999, newAddress());
    expect(missing.status).toBe(404);
  });

  it('tries again later when auth does not take the mail, and loses nothing', async () => {
    const { map } = await ownedMap(env);
    const phone = client(env.app);
    await added(phone, map.id);
    const email = newAddress();
    env.failEditLinkMails(true);
    try {
      expect((await askForLink(phone, map.id, email)).status).toBe(202);
      await env.sendEditLinks();
    } finally {
      env.failEditLinkMails(false);
    }
    expect(await env.knex('edit_links').where({ map_id: map.id })).toEqual([]);
    const [request] = (await env.knex('edit_link_requests').where({ map_id: map.id })) as {
      attempts: number;
      next_attempt_at: Date;
    }[];
    expect(request!.attempts).toBe(1);
    await env.knex('edit_link_requests').where({ map_id: map.id }).update({ next_attempt_at: new Date() });
    const before = env.editLinkMails.length;
    await env.sendEditLinks();
    expect(env.editLinkMails.slice(before).map((mail) => mail.to)).toEqual([email]);
  });
});

describe('continuing with a link', () => {
  async function linkedLocation() {
    const { map, owner } = await ownedMap(env);
    const phone = client(env.app);
    const location = await added(phone, map.id, { name: 'Bench by the pond' });
    const email = newAddress();
    const token = (await mailedToken(phone, map.id, email))!;
    return { map, owner, phone, location, email, token };
  }

  it('binds the identity to the new device: edit, delete, flags, and later adds join it', async () => {
    const { map, location, token, phone } = await linkedLocation();
    const laptop = client(env.app);
    expect(await rightsIn(laptop, map.id, location.id)).toEqual({ isOwn: false, canEdit: false });

    const continued = await continueWith(laptop, token);
    expect(continued.status).toBe(200);
    expect(continued.body).toEqual({
      message: editLinkAnswers.continued,
      permalink: map.permalink,
      claimed: false,
    });
    expect(await rightsIn(laptop, map.id, location.id)).toEqual({ isOwn: true, canEdit: true });
    // The phone keeps its rights too.
    expect(await rightsIn(phone, map.id, location.id)).toEqual({ isOwn: true, canEdit: true });
    const edit = await laptop.put(
      `/api/maps/${map.id}/locations/${location.id}`,
      locationBody({ name: 'Pond bench' }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ name: 'Pond bench', isOwn: true, canEdit: true });

    // Realtime learns the binding at the join, for the live flags.
    const access = await accessCheck(env, map.id, laptop);
    const identityId = (
      (await env.knex('locations').where({ id: location.id }).first('contributor_id')) as {
        contributor_id: number;
      }
    ).contributor_id;
    expect(access.contributorIds).toEqual([identityId]);
    expect((await accessCheck(env, map.id, client(env.app))).contributorIds).toEqual([]);

    // What the laptop adds now is the same identity's (one link keeps covering it).
    const more = await added(laptop, map.id, { name: 'Second bench' });
    const row = (await env.knex('locations').where({ id: more.id }).first('contributor_id')) as {
      contributor_id: number;
    };
    expect(row.contributor_id).toBe(identityId);
    expect(await rightsIn(phone, map.id, more.id)).toEqual({ isOwn: true, canEdit: true });

    const removed = await laptop.delete(`/api/maps/${map.id}/locations/${location.id}`);
    expect(removed.status).toBe(200);
    const proven = (await env.knex('contributors').where({ id: identityId }).first('email_proven_at')) as {
      email_proven_at: Date | null;
    };
    expect(proven.email_proven_at).not.toBeNull();
  });

  it('works once', async () => {
    const { token } = await linkedLocation();
    expect((await continueWith(client(env.app), token)).status).toBe(200);
    const again = await continueWith(client(env.app), token);
    expect(again.status).toBe(409);
    expect(again.text).toBe(editLinkAnswers.used);
    expect(again.get('x-error-code')).toBe('edit_link_used');
  });

  it('expires after 7 days', async () => {
    const { token, map } = await linkedLocation();
    await env
      .knex('edit_links')
      .where({ map_id: map.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const late = await continueWith(client(env.app), token);
    expect(late.status).toBe(410);
    expect(late.text).toBe(editLinkAnswers.expired);
    const link = (await env.knex('edit_links').where({ map_id: map.id }).first()) as {
      created_at: Date;
      expires_at: Date;
      used_at: Date | null;
    };
    expect(link.used_at).toBeNull();
  });

  it('says a link is not valid when unknown or garbled', async () => {
    for (const token of ['garbled', randomBytes(32).toString('base64url'), '']) {
      const answer = await continueWith(client(env.app), token);
      expect(answer.status).toBe(400);
      expect(answer.text).toBe(editLinkAnswers.invalid);
    }
  });

  it('says nothing is left when the locations or the map are gone', async () => {
    const first = await linkedLocation();
    await first.phone.delete(`/api/maps/${first.map.id}/locations/${first.location.id}`);
    const gone = await continueWith(client(env.app), first.token);
    expect(gone.status).toBe(410);
    expect(gone.text).toBe(editLinkAnswers.nothingLeft);

    const second = await linkedLocation();
    expect((await second.owner.delete(`/api/maps/${second.map.id}`)).status).toBeLessThan(300);
    const mapGone = await continueWith(client(env.app), second.token);
    expect(mapGone.status).toBe(410);
    expect(mapGone.text).toBe(editLinkAnswers.nothingLeft);
  });

  it('is a POST: reading the page (a GET) never uses the link up', async () => {
    const { token } = await linkedLocation();
    const get = await client(env.app).get(`/api/maps/edit-links/continue?token=${token}`);
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect((await continueWith(client(env.app), token)).status).toBe(200);
  });

  it('in a signed-in browser makes the contributions the account’s (the claim)', async () => {
    const { map, location, token, email } = await linkedLocation();
    const userId = newUserId();
    const continued = await continueWith(client(env.app, userId), token);
    expect(continued.body).toMatchObject({ claimed: true });
    const row = (await env.knex('locations').where({ id: location.id }).first('user_id')) as {
      user_id: number;
    };
    expect(row.user_id).toBe(userId);
    // The account edits it from any device; the anonymous identity and its address are gone.
    expect(await rightsIn(client(env.app, userId), map.id, location.id)).toEqual({
      isOwn: true,
      canEdit: true,
    });
    const anonymous = await env.knex('contributors').where({ map_id: map.id }).whereNull('user_id');
    expect(anonymous).toEqual([]);
    // The address came with the contributions: the account's "Download my data" lists it.
    const data = await client(env.app, userId).get('/api/maps/user/export');
    expect(data.body.contributorEmails).toEqual([
      { map: { name: 'Shared map', permalink: map.permalink }, email, provenAt: expect.any(String) },
    ]);
  });

  it('is limited per session', async () => {
    const limited = await startMapsTestEnv({ EDIT_LINK_FOLLOW_SESSION_RATE_LIMIT: '2' });
    try {
      const visitor = client(limited.app);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await continueWith(visitor, 'garbled')).status).toBe(400);
      }
      const over = await continueWith(visitor, 'garbled');
      expect(over.status).toBe(429);
      expect(over.get('retry-after')).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('limits on asking', () => {
  it('refuses past the session’s limit, and past the address’s limit answers the same and sends nothing', async () => {
    const limited = await startMapsTestEnv({
      EDIT_LINK_SESSION_RATE_LIMIT: '2',
      EDIT_LINK_EMAIL_RATE_LIMIT: '1',
    });
    try {
      const { map } = await ownedMap(limited);
      const phone = client(limited.app);
      await added(phone, map.id);
      const email = newAddress();
      expect((await askForLink(phone, map.id, email)).status).toBe(202);
      // The address's limit: the same answer, nothing recorded.
      const again = await askForLink(client(limited.app), map.id, email, false);
      expect(again.status).toBe(202);
      expect(again.body).toEqual({ message: editLinkMessages.checkEmail });
      expect(await limited.knex('edit_link_requests').where({ map_id: map.id })).toHaveLength(1);
      expect((await askForLink(phone, map.id, newAddress())).status).toBe(202);
      const over = await askForLink(phone, map.id, newAddress());
      expect(over.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses past the IP’s limit, sized for many sessions behind one address', async () => {
    const limited = await startMapsTestEnv({ EDIT_LINK_IP_RATE_LIMIT: '2' });
    try {
      const { map } = await ownedMap(limited);
      const ip = uniqueIp();
      const venue = () => client(limited.app, null, { ip });
      expect((await askForLink(venue(), map.id, newAddress())).status).toBe(202);
      expect((await askForLink(venue(), map.id, newAddress())).status).toBe(202);
      const over = await askForLink(venue(), map.id, newAddress());
      expect(over.status).toBe(429);
      expect(over.text).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('the address goes with the contributions', () => {
  it('is forgotten once the identity’s last location is purged', async () => {
    const { map } = await ownedMap(env);
    const phone = client(env.app);
    const location = await added(phone, map.id);
    const email = newAddress();
    await mailedToken(phone, map.id, email);
    await phone.delete(`/api/maps/${map.id}/locations/${location.id}`);
    const held = () =>
      env.knex('contributors').where({ map_id: map.id }).whereNotNull('email_key').count({ n: '*' });
    // Deleted but restorable for 30 days: the address stays with it until the purge.
    expect(await held()).toEqual([{ n: '1' }]);
    await purgeDeletedLocations(env.knex, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await env.knex('locations').where({ id: location.id })).toEqual([]);
    expect(await held()).toEqual([{ n: '0' }]);
  });
});

describe('the address stays out of streams, exports and the owner’s views', () => {
  it('is in no event, no export and no contributors list', async () => {
    const { map, owner } = await ownedMap(env);
    const phone = client(env.app);
    await added(phone, map.id);
    const email = newAddress();
    const token = (await mailedToken(phone, map.id, email))!;
    await continueWith(client(env.app), token);
    const events = (await env.knex('outbox').select('payload')) as { payload: unknown }[];
    expect(JSON.stringify(events)).not.toContain(email);
    expect(JSON.stringify(events)).not.toContain(contributorEmailKey(TEST_CONTRIBUTOR_EMAIL_KEY, email));
    const exported = await owner.get(`/api/maps/${map.id}/export?format=geojson`);
    expect(exported.text).not.toContain(email);
    const contributors = await owner.get(`/api/maps/${map.id}/contributors`);
    expect(contributors.status).toBe(200);
    expect(JSON.stringify(contributors.body)).not.toMatch(/email|@example\.org/);
  });
});

describe('the auth.email.verified.v1 consumer', () => {
  let consumer: { stop(): Promise<void> };

  beforeAll(async () => {
    consumer = await startEmailClaimConsumer({
      nc: env.nc,
      knex: env.knex,
      prefix: env.config.EVENTS_PREFIX,
      logger: env.logger,
    });
  });

  afterAll(async () => {
    await consumer.stop();
  });

  const verified = async (userId: number, email: string) => {
    const prefix = env.config.EVENTS_PREFIX;
    await ensureStreamExists(env.nc, { prefix, service: 'auth' });
    const publisher = createJetStreamPublisher({ nc: env.nc, prefix });
    const event: EventOf<'auth.email.verified.v1'> = {
      id: randomUUID(),
      type: 'auth.email.verified.v1',
      occurredAt: new Date().toISOString(),
      aggregateId: String(userId),
      sequence: 1,
      payload: { userId, emailKey: contributorEmailKey(TEST_CONTRIBUTOR_EMAIL_KEY, email) },
    };
    await publisher.publish(event);
    publisher.close();
  };
  const ownerOf = async (locationId: number) =>
    ((await env.knex('locations').where({ id: locationId }).first('user_id')) as { user_id: number | null })
      .user_id;

  it('gives the account what an identity that proved the address added; a typed address claims nothing', async () => {
    const { map } = await ownedMap(env);
    const email = newAddress();
    const proven = client(env.app);
    const provenLocation = await added(proven, map.id);
    const token = (await mailedToken(proven, map.id, email))!;
    expect((await continueWith(client(env.app), token)).status).toBe(200);

    const { map: otherMap } = await ownedMap(env);
    const typedOnly = client(env.app);
    const typedLocation = await added(typedOnly, otherMap.id);
    await mailedToken(typedOnly, otherMap.id, email);

    const userId = newUserId();
    await verified(userId, email);
    await waitFor(
      'the proven identity’s location given to the account',
      async () => (await ownerOf(provenLocation.id)) === userId,
    );
    expect(await ownerOf(typedLocation.id)).toBeNull();
  });
});
