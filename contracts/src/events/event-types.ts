import type { SchemaServiceName } from '../deployables';

/**
 * Event types: subjects `<service>.<aggregate>.<event>.v<N>` (architecture.md, Events). A breaking
 * payload change gets a new version beside the old one, never an edit of a published version.
 */
/** Every committed change of a map or its locations: what the maps service publishes and live channels fan out. */
export const MAP_EVENT_TYPES = [
  'maps.location.created.v1',
  'maps.location.updated.v1',
  'maps.location.deleted.v1',
  'maps.locations.imported.v1',
  // Issue 25: the owner's "Remove all their locations", and a restore from "Recently deleted".
  'maps.locations.removed.v1',
  'maps.locations.restored.v1',
  'maps.map.created.v1',
  'maps.map.updated.v1',
  'maps.map.deleted.v1',
] as const;

export const EVENT_TYPES = [
  ...MAP_EVENT_TYPES,
  // Not a change of the map (no live message, not in the map's sequence): auth mails the owner.
  'maps.map.password-guessed.v1',
  // Not a change of the map either: auth mails the owner that locations wait for their review.
  'maps.review.waiting.v1',
  'billing.plan.changed.v1',
  'auth.session.bound.v1',
  'auth.session.ended.v1',
  'auth.account.deleted.v1',
  // Issue 26: an account proved an address; maps gives it what was added with that address proven.
  'auth.email.verified.v1',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The services that publish events; each owns one JetStream stream. */
export const PRODUCER_SERVICES = ['maps', 'billing', 'auth'] as const satisfies readonly SchemaServiceName[];

export type ProducerService = (typeof PRODUCER_SERVICES)[number];

/** True when `value` is a known event type. */
export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** The service that publishes `type` (its first subject token), and so the stream it lives in. */
export function producerOf(type: EventType): ProducerService {
  return type.slice(0, type.indexOf('.')) as ProducerService;
}
