import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, producerOf } from './event-types';
import { EventValidationError, parseEventEnvelope, parseEventPayload } from './envelope';

const location = {
  id: 7,
  mapId: 3,
  userId: null,
  creatorSessionId: 'sess-public-1',
  name: 'Town hall',
  address: '1 High Street, Oxford',
  latitude: 51.75,
  longitude: -1.25,
  region: 'England',
  country: 'United Kingdom',
  customData: { opening_hours: '9-5' },
  createdAt: '2025-01-07T10:00:00.000Z',
};

const envelope = (type: string, payload: unknown) => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  aggregateId: '3',
  sequence: 1,
  payload,
});

describe('event envelopes', () => {
  it('accepts a location event and returns it typed by its type', () => {
    const event = parseEventEnvelope(
      envelope('maps.location.created.v1', { mapId: 3, passwordVersion: 0, location }),
    );
    expect(event.type).toBe('maps.location.created.v1');
    if (event.type === 'maps.location.created.v1') expect(event.payload.location.name).toBe('Town hall');
  });

  it('accepts a plan change with no subscription and an ended session', () => {
    const plan = parseEventEnvelope(
      envelope('billing.plan.changed.v1', { userId: 4, plan: 'free', status: null, periodEnd: null }),
    );
    expect(plan.payload).toEqual({ userId: 4, plan: 'free', status: null, periodEnd: null });
    const ended = parseEventEnvelope(
      envelope('auth.session.ended.v1', { sessionId: 'abc', userId: 4, reason: 'logout' }),
    );
    expect(ended.type).toBe('auth.session.ended.v1');
    expect(() =>
      parseEventEnvelope(envelope('auth.session.ended.v1', { sessionId: 'abc', userId: 4, reason: 'login' })),
    ).toThrow();
  });

  it('drops payload fields it does not know, so producers can add fields', () => {
    const event = parseEventEnvelope(
      envelope('maps.location.deleted.v1', { mapId: 3, passwordVersion: 1, locationId: 7, extra: 'x' }),
    );
    expect(event.payload).toEqual({ mapId: 3, passwordVersion: 1, locationId: 7 });
  });

  it('rejects an unknown type, a bad id or a non-positive sequence with the reason', () => {
    expect(() => parseEventEnvelope(envelope('maps.map.exploded.v1', {}))).toThrow(EventValidationError);
    expect(() => parseEventEnvelope({ ...envelope('maps.map.deleted.v1', {}), id: 'nope' })).toThrow(
      /event\.id/,
    );
    expect(() =>
      parseEventEnvelope({
        ...envelope('maps.map.deleted.v1', { mapId: 1, passwordVersion: 0, permalink: 'x' }),
        sequence: 0,
      }),
    ).toThrow(/event\.sequence/);
  });

  it('rejects a payload that does not match its type and names the field', () => {
    const bad = envelope('maps.location.created.v1', {
      mapId: 3,
      passwordVersion: 0,
      location: { ...location, latitude: 120 },
    });
    expect(() => parseEventEnvelope(bad)).toThrow(/payload\.location\.latitude/);
    expect(() =>
      parseEventPayload('billing.plan.changed.v1', {
        userId: 4,
        plan: 'gold',
        status: null,
        periodEnd: null,
      }),
    ).toThrow(/payload\.plan/);
  });

  it('names the producing service of every event type', () => {
    expect(EVENT_TYPES.map(producerOf)).toEqual([
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'maps',
      'billing',
      'auth',
      'auth',
      'auth',
      'auth',
    ]);
  });
});
