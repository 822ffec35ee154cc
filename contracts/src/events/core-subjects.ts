import { assertEventsPrefix } from './subjects';

/**
 * Core NATS subjects (not JetStream: nothing on them is kept) that a service's replicas publish and
 * subscribe to among themselves, outside the streams and `rpc.` (architecture.md, Events). Listed
 * one by one so NATS permissions name each; a message on one is lost when nobody listens, so what
 * travels here is state that is announced again (presence counts, with a time to live).
 */
export const CORE_SUBJECTS = [
  // Realtime replicas' per-map counts of viewing sessions (docs/decisions/realtime.md, Presence).
  'realtime.presence.v1',
] as const;

export type CoreSubjectName = (typeof CORE_SUBJECTS)[number];

/** The subject of `name` under `prefix`: `realtime.presence.v1`, or `abc.realtime.presence.v1`. */
export function coreSubject(prefix: string, name: CoreSubjectName): string {
  assertEventsPrefix(prefix);
  return prefix ? `${prefix}.${name}` : name;
}
