import { EVENT_TYPES, type EventType, type ProducerService } from './event-types';

/**
 * Subjects and stream names with the configurable `EVENTS_PREFIX` (docs/interfaces.md), so that
 * concurrent test runs sharing one NATS server never see each other's events.
 */
const PREFIX_PATTERN = /^[A-Za-z0-9_-]*$/;

/**
 * Throws unless `prefix` is usable both as a subject token and inside a stream name (letters, digits,
 * `_` and `-`; empty means no prefix).
 */
export function assertEventsPrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new Error(`EVENTS_PREFIX "${prefix}" may contain only letters, digits, "_" and "-"`);
  }
}

/** The NATS subject of `type`: `maps.location.created.v1`, or `abc.maps.location.created.v1` with prefix `abc`. */
export function eventSubject(prefix: string, type: EventType): string {
  assertEventsPrefix(prefix);
  return prefix ? `${prefix}.${type}` : type;
}

/** The JetStream stream of a producing service: `MAPS`, or `ABC_MAPS` with prefix `abc`. */
export function streamName(prefix: string, service: ProducerService): string {
  assertEventsPrefix(prefix);
  const base = service.toUpperCase();
  return prefix ? `${prefix.toUpperCase()}_${base}` : base;
}

/** The subjects a producing service's stream captures: `['maps.>']`, or `['abc.maps.>']`. */
export function streamSubjects(prefix: string, service: ProducerService): string[] {
  assertEventsPrefix(prefix);
  return [prefix ? `${prefix}.${service}.>` : `${service}.>`];
}

/** The event type a subject carries under `prefix`, or null for a subject that is not one of ours. */
export function typeFromSubject(prefix: string, subject: string): EventType | null {
  assertEventsPrefix(prefix);
  const head = prefix ? `${prefix}.` : '';
  if (!subject.startsWith(head)) return null;
  const type = subject.slice(head.length);
  return (EVENT_TYPES as readonly string[]).includes(type) ? (type as EventType) : null;
}
