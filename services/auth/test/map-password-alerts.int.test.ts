import { eventSubject } from '@groupmap/contracts';
import { createLogger, ensureStreamExists } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import {
  MAP_PASSWORD_ALERT_CONSUMER,
  startMapPasswordAlertConsumer,
} from '../src/consumers/map-password-alerts';
import { registerOn } from './support/accounts';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';

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

async function owner({ verified }: { verified: boolean }) {
  const { res, email } = await registerOn(env, await env.newVisitor());
  const id = (res.body as { id: number }).id;
  await env
    .knex('users')
    .where({ id })
    .update({ email_verified_at: verified ? new Date() : null });
  return { id, email };
}

/** Publishes maps' alert as its outbox relay would; resolves once auth has handled it. */
async function alert(ownerId: number) {
  const event = {
    id: randomUUID(),
    type: 'maps.map.password-guessed.v1',
    occurredAt: new Date().toISOString(),
    aggregateId: 'map-password:77',
    sequence: 1,
    payload: {
      mapId: 77,
      ownerId,
      mapName: 'Secret spots',
      permalink: 'secret-spots',
      failures: 100,
      windowSeconds: 900,
    },
  };
  const subject = eventSubject(env.config.EVENTS_PREFIX, 'maps.map.password-guessed.v1');
  await env.nc.jetstream().publish(subject, JSON.stringify(event), { msgID: event.id });
  await waitFor('the alert to be handled', async () =>
    Boolean(
      await env
        .knex('processed_events')
        .where({ consumer: MAP_PASSWORD_ALERT_CONSUMER, event_id: event.id })
        .first(),
    ),
  );
}

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
