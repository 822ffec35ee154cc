import { eventSubject, type EventType } from '@groupmap/contracts';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { registerOn } from './accounts';
import type { AuthTestEnv } from './auth-test-env';
import { asGateway } from './http';

// What the tests of auth's mails to a map's owner (password guessing, review digests) share: an owner
// account with or without a verified address, and maps' event as its outbox relay publishes it.

/** A registered map owner whose address is verified or not, with a gateway client signed in as them. */
export async function mapOwner(env: AuthTestEnv, { verified }: { verified: boolean }) {
  const visitor = await env.newVisitor();
  const { res, email, username } = await registerOn(env, visitor);
  const id = (res.body as { id: number }).id;
  await env
    .knex('users')
    .where({ id })
    .update({ email_verified_at: verified ? new Date() : null });
  return { id, email, as: asGateway(env.app, visitor.identity({ id, username })) };
}

/** Publishes one of maps' events as its relay would; resolves once `consumer` has handled it. */
export async function publishMapsEvent(
  env: AuthTestEnv,
  consumer: string,
  event: { type: EventType; aggregateId: string; payload: unknown },
): Promise<void> {
  const message = { id: randomUUID(), occurredAt: new Date().toISOString(), sequence: 1, ...event };
  const subject = eventSubject(env.config.EVENTS_PREFIX, event.type);
  await env.nc.jetstream().publish(subject, JSON.stringify(message), { msgID: message.id });
  await waitFor(`${event.type} to be handled`, async () =>
    Boolean(await env.knex('processed_events').where({ consumer, event_id: message.id }).first()),
  );
}
