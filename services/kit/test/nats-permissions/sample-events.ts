import { randomUUID } from 'node:crypto';
import type { AnyEventEnvelope, EventOf, EventType } from '@groupmap/contracts';

function envelope<T extends EventType>(type: T, aggregateId: string, payload: EventOf<T>['payload']) {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), aggregateId, sequence: 1, payload };
}

/** A valid event of each stream the bus table has consumers or followers on. */
export const sampleEvents = {
  billing: (): AnyEventEnvelope =>
    envelope('billing.plan.changed.v1', '7', { userId: 7, plan: 'pro', status: 'active', periodEnd: null }),
  auth: (): AnyEventEnvelope =>
    envelope('auth.session.ended.v1', 'session-1', {
      sessionId: 'session-1',
      userId: null,
      reason: 'logout',
    }),
  maps: (): AnyEventEnvelope =>
    envelope('maps.location.deleted.v1', '3', { mapId: 3, passwordVersion: 0, locationId: 9 }),
} as const;
