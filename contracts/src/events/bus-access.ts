import { SERVICE_NAMES } from '../deployables';
import type { RpcName } from '../rpc/subjects';
import type { CoreSubjectName } from './core-subjects';
import { MAP_EVENT_TYPES, type EventType, type ProducerService } from './event-types';

/**
 * Who uses what on the bus (architecture.md, Events): the one table each service's NATS permissions
 * are derived from (the kit's `natsPermissions`). A service publishes the event types whose first
 * token is its name (`producerOf`) into its own stream; everything else it touches is listed here,
 * one by one. A service that starts a new consumer, subscription or rpc adds it here too, or its
 * wiring test fails against a server enforcing the permissions.
 */
/** Every service is on the bus (contracts/src/deployables.ts). */
export const BUS_SERVICES = SERVICE_NAMES;

export type BusService = (typeof BUS_SERVICES)[number];

/** A durable consumer a service owns on a producer's stream (the kit's `startDurableConsumer`). */
export interface DurableConsumerAccess {
  stream: ProducerService;
  /** Its durable name, shared by the service's replicas. */
  name: string;
  /** The types it asks for: its filter subject is derived from them (the kit's `consumerFilterSubject`). */
  types: readonly EventType[];
}

/** A broadcast subscription (the kit's `subscribeBroadcast`): ephemeral ordered consumers, one per replica. */
export interface FollowedStreamAccess {
  stream: ProducerService;
  types: readonly EventType[];
}

export interface BusAccess {
  durableConsumers: readonly DurableConsumerAccess[];
  follows: readonly FollowedStreamAccess[];
  /** The rpc it answers (`serveRpc`). */
  serves: readonly RpcName[];
  /** The rpc it asks (`requestRpc`), its operators' tools included. */
  calls: readonly RpcName[];
  /** Core NATS subjects its replicas both publish and subscribe to, to share state among themselves. */
  shares: readonly CoreSubjectName[];
}

export const BUS_ACCESS: Readonly<Record<BusService, BusAccess>> = {
  auth: {
    durableConsumers: [
      { stream: 'billing', name: 'auth-plans', types: ['billing.plan.changed.v1'] },
      // Mails a map's owner that someone is guessing its password.
      { stream: 'maps', name: 'auth-map-password-alerts', types: ['maps.map.password-guessed.v1'] },
      // Mails a map's owner that locations wait for their review (issue 24's digests).
      { stream: 'maps', name: 'auth-review-digests', types: ['maps.review.waiting.v1'] },
    ],
    follows: [],
    serves: [
      'auth.session.resolve',
      'auth.session.create',
      'auth.user.lookup',
      'auth.user.get',
      // Issue 26: maps hands auth's mail job an edit link to send (the address enters no stream).
      'auth.mail.edit-link',
    ],
    calls: [],
    shares: [],
  },
  maps: {
    durableConsumers: [
      { stream: 'billing', name: 'maps-plans', types: ['billing.plan.changed.v1'] },
      // Deletes the map-password grants of ended sessions.
      { stream: 'auth', name: 'maps-session-ends', types: ['auth.session.ended.v1'] },
      // Links a session's recent anonymous locations to the account that signed in on it.
      { stream: 'auth', name: 'maps-session-binds', types: ['auth.session.bound.v1'] },
      // Deletes a deleted account's maps and unlinks its contributions elsewhere.
      { stream: 'auth', name: 'maps-account-deletions', types: ['auth.account.deleted.v1'] },
      // Gives an account what was added under an identity that proved the address it verified (issue 26).
      { stream: 'auth', name: 'maps-email-claims', types: ['auth.email.verified.v1'] },
    ],
    follows: [],
    serves: ['maps.access.check', 'maps.changes.since'],
    // Whether a reporting account's e-mail is verified (issue 25); an edit link's mail (issue 26).
    calls: ['auth.user.get', 'auth.mail.edit-link'],
    shares: [],
  },
  billing: {
    // Cancels a deleted account's subscription (and refunds a new one within the terms' window).
    durableConsumers: [
      { stream: 'auth', name: 'billing-account-deletions', types: ['auth.account.deleted.v1'] },
    ],
    follows: [],
    serves: [],
    // auth.user.get: the e-mail check before a checkout; auth.user.lookup: `npm run plan:set`.
    calls: ['auth.user.get', 'auth.user.lookup'],
    shares: [],
  },
  realtime: {
    durableConsumers: [],
    follows: [
      {
        stream: 'maps',
        types: MAP_EVENT_TYPES,
      },
      // Closes the sockets of sessions auth ended.
      { stream: 'auth', types: ['auth.session.ended.v1'] },
    ],
    serves: [],
    // Whether a socket may join a map's live channel, asked before it joins; what a rejoining
    // socket missed (catch-up).
    calls: ['maps.access.check', 'maps.changes.since'],
    // Each replica's per-map counts of viewing sessions, summed by every replica (presence).
    shares: ['realtime.presence.v1'],
  },
  gateway: {
    durableConsumers: [],
    // Drops cached session lookups when a user signs in on a session or it ends.
    follows: [{ stream: 'auth', types: ['auth.session.bound.v1', 'auth.session.ended.v1'] }],
    serves: [],
    calls: ['auth.session.resolve', 'auth.session.create'],
    shares: [],
  },
};
