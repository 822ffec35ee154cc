import { createLogger, ensureStreamExists } from '@groupmap/svc-kit';
import {
  MAP_PASSWORD_ALERT_CONSUMER,
  startMapPasswordAlertConsumer,
} from '../src/consumers/map-password-alerts';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';
import { mapOwner, publishMapsEvent } from './support/owner-notices';

// Issue 21: maps announces that someone is guessing a map's password (at most once a day per map);
// auth mails the owner's verified address, and nobody else.
let env: AuthTestEnv;
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  env = await startAuthTestEnv();
  await ensureStreamExists(env.nc, { prefix: env.config.EVENTS_PREFIX, service: 'maps' });
  consumer = await startMapPasswordAlertConsumer({
    nc: env.nc,
    knex: env.knex,
    prefix: env.config.EVENTS_PREFIX,
    logger: createLogger({ name: 'map-password-alerts-test', level: 'silent' }),
    publicOrigin: 'https://groupmap.example',
  });
}, 30_000);

afterAll(async () => {
  await consumer.stop();
  await env.close();
});

const owner = (state: { verified: boolean }) => mapOwner(env, state);

/** Publishes maps' alert as its outbox relay would; resolves once auth has handled it. */
const alert = (ownerId: number) =>
  publishMapsEvent(env, MAP_PASSWORD_ALERT_CONSUMER, {
    type: 'maps.map.password-guessed.v1',
    aggregateId: 'map-password:77',
    payload: {
      mapId: 77,
      ownerId,
      mapName: 'Secret spots',
      permalink: 'secret-spots',
      failures: 100,
      windowSeconds: 900,
    },
  });

const mailsTo = (to: string) =>
  env
    .knex('mail_outbox')
    .where({ recipient: to, kind: 'map-password-guessing' })
    .select('subject', 'text_body');

it('mails the owner’s verified address, naming the map and suggesting a new password', async () => {
  const verified = await owner({ verified: true });
  await alert(verified.id);
  const mails = await mailsTo(verified.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe("Someone is guessing your map's password | Groupmap");
  expect(mails[0]!.text_body).toContain(
    'Someone has entered a wrong password on your map "Secret spots" (https://groupmap.example/map/secret-spots) 100 times within 15 minutes.',
  );
  expect(mails[0]!.text_body).toContain('choose a new one: open https://groupmap.example/dashboard');
});

it('sends nothing to an address that is not verified', async () => {
  const unverified = await owner({ verified: false });
  await alert(unverified.id);
  expect(await mailsTo(unverified.email)).toHaveLength(0);
});
