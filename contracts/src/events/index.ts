export { EVENT_TYPES, MAP_EVENT_TYPES, PRODUCER_SERVICES, isEventType, producerOf } from './event-types';
export type { EventType, ProducerService } from './event-types';
export {
  eventPayloadSchemas,
  LIVE_AUDIENCES,
  LOCATION_REVIEW_OUTCOMES,
  locationSnapshotSchema,
  mapSnapshotSchema,
  SESSION_END_REASONS,
  SUBSCRIPTION_STATUSES,
} from './payloads';
export type { EventPayloads, LocationSnapshot, MapSnapshot, SubscriptionStatus } from './payloads';
export { eventEnvelopeSchema, EventValidationError, parseEventEnvelope, parseEventPayload } from './envelope';
export type { AnyEventEnvelope, EventEnvelope, EventOf } from './envelope';
export { assertEventsPrefix, eventSubject, streamName, streamSubjects, typeFromSubject } from './subjects';
export { BUS_ACCESS, BUS_SERVICES } from './bus-access';
export { CORE_SUBJECTS, coreSubject } from './core-subjects';
export type { CoreSubjectName } from './core-subjects';
export type { BusAccess, BusService, DurableConsumerAccess, FollowedStreamAccess } from './bus-access';
