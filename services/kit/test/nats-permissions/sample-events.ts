import { randomUUID } from 'node:crypto';
import type { AnyEventEnvelope, EventOf, EventType } from '@groupmap/contracts';

function envelope<T extends EventType>(type: T, aggregateId: string, payload: EventOf<T>['payload']) {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), aggregateId, sequence: 1, payload };
}

/**
 * Valid events of each stream the bus table has consumers or followers on: at least one of a type
 * each consumer and follower asks for.
 */
export const sampleEvents = {
  billing: (): AnyEventEnvelope[] => [
    envelope('billing.plan.changed.v1', '7', { userId: 7, plan: 'pro', status: 'active', periodEnd: null }),
  ],
  auth: (): AnyEventEnvelope[] => [
    envelope('auth.session.ended.v1', 'session-1', {
      sessionId: 'session-1',
      userId: null,
      reason: 'logout',
    }),
    envelope('auth.session.bound.v1', 'session-2', { sessionId: 'session-2', userId: 7 }),
    envelope('auth.account.deleted.v1', '7', { userId: 7 }),
    envelope('auth.email.verified.v1', '7', { userId: 7, emailKey: 'k'.repeat(43) }),
  ],
  maps: (): AnyEventEnvelope[] => [
    envelope('maps.location.deleted.v1', '3', { mapId: 3, passwordVersion: 0, locationId: 9 }),
    envelope('maps.map.password-guessed.v1', 'map-password:3', {
      mapId: 3,
      ownerId: 7,
      mapName: 'Secret spots',
      permalink: 'secret-spots',
      failures: 100,
      windowSeconds: 900,
    }),
    envelope('maps.review.waiting.v1', 'map-review:3', {
      mapId: 3,
      ownerId: 7,
      mapName: 'Secret spots',
      permalink: 'secret-spots',
      count: 2,
    }),
  ],
} as const;
