import type {
  AnyEventEnvelope,
  EventOf,
  EventPayloads,
  LocationSnapshot,
  MAP_EVENT_TYPES,
} from '@groupmap/contracts';
import { randomUUID } from 'node:crypto';

export type MapEventType = (typeof MAP_EVENT_TYPES)[number];

/** A committed map event as maps' outbox relay publishes it: the map id as aggregate, its sequence. */
export function mapEventEnvelope<T extends MapEventType>(
  type: T,
  mapId: number,
  sequence: number,
  payload: EventPayloads[T],
): AnyEventEnvelope {
  const event = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    aggregateId: String(mapId),
    sequence,
    payload,
  } as EventOf<T>;
  // Generic over T, the envelope is not narrowed to one member of the union publishers take.
  return event as AnyEventEnvelope;
}

let nextLocationId = 1;

/** A location of map `mapId` as events carry it, by `author` (account and session) when given. */
export const locationSnapshot = (
  mapId: number,
  author: Partial<LocationSnapshot> = {},
): LocationSnapshot => ({
  id: nextLocationId++,
  mapId,
  userId: null,
  creatorSessionId: null,
  name: 'Corner café',
  address: '1 Main St',
  latitude: 51.5,
  longitude: -0.12,
  region: 'England',
  country: 'United Kingdom',
  customData: {},
  createdAt: new Date().toISOString(),
  ...author,
});
