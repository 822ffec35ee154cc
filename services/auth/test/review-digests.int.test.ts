import { eventSubject } from '@groupmap/contracts';
import { createLogger, ensureStreamExists } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { REVIEW_DIGEST_CONSUMER, startReviewDigestConsumer } from '../src/consumers/review-digests';
import { registerOn } from './support/accounts';
import { asGateway } from './support/http';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';

// Issue 24's owner digests: maps says locations wait for an owner's review (at most once an hour per
// map); auth mails the owner's verified address, unless they turned the digests off on /account.
let env: AuthTestEnv;
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  env = await startAuthTestEnv();
  await ensureStreamExists(env.nc, { prefix: env.config.EVENTS_PREFIX, service: 'maps' });
  consumer = await startReviewDigestConsumer({
    nc: env.nc,
    knex: env.knex,
    prefix: env.config.EVENTS_PREFIX,
    logger: createLogger({ name: 'review-digests-test', level: 'silent' }),
    publicOrigin: 'https://groupmap.example',
  });
}, 30_000);

afterAll(async () => {
  await consumer.stop();
  await env.close();
});

async function owner({ verified }: { verified: boolean }) {
  const visitor = await env.newVisitor();
  const { res, email, username } = await registerOn(env, visitor);
  const id = (res.body as { id: number }).id;
  await env
    .knex('users')
    .where({ id })
    .update({ email_verified_at: verified ? new Date() : null });
  return { id, email, as: asGateway(env.app, visitor.identity({ id, username })) };
}

/** Publishes maps' digest as its outbox relay would; resolves once auth has handled it. */
async function digest(ownerId: number, count: number) {
  const event = {
    id: randomUUID(),
    type: 'maps.review.waiting.v1',
    occurredAt: new Date().toISOString(),
    aggregateId: 'map-review:88',
    sequence: 1,
    payload: { mapId: 88, ownerId, mapName: 'Pantries & <friends>', permalink: 'pantries', count },
  };
  const subject = eventSubject(env.config.EVENTS_PREFIX, 'maps.review.waiting.v1');
  await env.nc.jetstream().publish(subject, JSON.stringify(event), { msgID: event.id });
  await waitFor('the digest to be handled', async () =>
    Boolean(
      await env
        .knex('processed_events')
        .where({ consumer: REVIEW_DIGEST_CONSUMER, event_id: event.id })
        .first(),
    ),
  );
}

const mailsTo = (to: string) =>
  env
    .knex('mail_outbox')
    .where({ recipient: to, kind: 'review-waiting' })
    .select('subject', 'text_body', 'html_body');

it('mails the owner’s verified address, naming the map and the count, linking the open review panel', async () => {
  const verified = await owner({ verified: true });
  await digest(verified.id, 3);
  const mails = await mailsTo(verified.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Locations are waiting for your review | Groupmap');
  expect(mails[0]!.text_body).toContain(
    '3 locations or edits are waiting for your review on your map "Pantries & <friends>".',
  );
  expect(mails[0]!.text_body).toContain('https://groupmap.example/map/pantries?review');
  expect(mails[0]!.text_body).toContain('Email me when locations wait for my review');
  // The owner's own text is escaped in the HTML part.
  expect(mails[0]!.html_body).toContain('Pantries &amp; &lt;friends&gt;');
});

it('sends nothing to an unverified address, nor to an owner who turned the digests off', async () => {
  const unverified = await owner({ verified: false });
  await digest(unverified.id, 1);
  expect(await mailsTo(unverified.email)).toHaveLength(0);

  const quiet = await owner({ verified: true });
  const turnedOff = await quiet.as.put('/api/account/notifications', { reviewDigests: false });
  expect([turnedOff.status, turnedOff.body.reviewDigests]).toEqual([200, false]);
  await digest(quiet.id, 2);
  expect(await mailsTo(quiet.email)).toHaveLength(0);

  expect((await quiet.as.put('/api/account/notifications', { reviewDigests: 'no' })).status).toBe(400);
  expect((await quiet.as.get('/api/account')).body.reviewDigests).toBe(false);
  await quiet.as.put('/api/account/notifications', { reviewDigests: true });
  await digest(quiet.id, 1);
  expect((await mailsTo(quiet.email))[0]!.text_body).toContain('1 location or edit is waiting');
});
