import { createLogger, ensureStreamExists } from '@groupmap/svc-kit';
import { REVIEW_DIGEST_CONSUMER, startReviewDigestConsumer } from '../src/consumers/review-digests';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';
import { mapOwner, publishMapsEvent } from './support/owner-notices';

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

const owner = (state: { verified: boolean }) => mapOwner(env, state);

/** Publishes maps' digest as its outbox relay would; resolves once auth has handled it. */
const digest = (ownerId: number, count: number) =>
  publishMapsEvent(env, REVIEW_DIGEST_CONSUMER, {
    type: 'maps.review.waiting.v1',
    aggregateId: 'map-review:88',
    payload: { mapId: 88, ownerId, mapName: 'Pantries & <friends>', permalink: 'pantries', count },
  });

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
