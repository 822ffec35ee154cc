import {
  assertEventsPrefix,
  BUS_ACCESS,
  BUS_SERVICES,
  coreSubject,
  EVENT_TYPES,
  eventSubject,
  PRODUCER_SERVICES,
  producerOf,
  rpcSubject,
  streamName,
  type BusService,
  type ProducerService,
} from '@groupmap/contracts';
import { consumerFilterSubject } from '../consume/consumer-filter';

/** A nats-server user's `permissions` block. */
export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[] };
  /** Lets an rpc responder publish its answer to the requester's reply subject (once per request). */
  allow_responses?: boolean;
}

/**
 * The inbox prefix of a service's connection (`_INBOX.auth`, `_INBOX.abc.auth` with prefix `abc`):
 * replies to its requests, JetStream API answers and pulled events arrive under it, and only its own
 * user may subscribe there, so no other service reads its replies.
 */
export function inboxPrefix(prefix: string, service: BusService): string {
  assertEventsPrefix(prefix);
  return prefix ? `_INBOX.${prefix}.${service}` : `_INBOX.${service}`;
}

function isProducer(service: BusService): service is ProducerService {
  return (PRODUCER_SERVICES as readonly string[]).includes(service);
}

/**
 * The JetStream API a consumer uses on a stream it reads but does not own: INFO, and CREATE, since
 * the kit creates a missing stream so consumers may start before its producer (a create never alters
 * an existing stream; the producer brings it to its settings).
 */
const readStreamApi = (stream: string) => [
  `$JS.API.STREAM.INFO.${stream}`,
  `$JS.API.STREAM.CREATE.${stream}`,
];

/**
 * Everything `service` may do on NATS under `prefix`, derived from contracts (event types, streams,
 * rpc names) and the bus table (`BUS_ACCESS`), listed one by one (docs/decisions/events.md):
 * - a producer: publishing its own event types (with acks) and INFO/CREATE/UPDATE of its stream;
 * - a durable consumer: INFO and CREATE (create and update, filtered to its types) of that consumer,
 *   MSG.NEXT on it and acks of its deliveries;
 * - a broadcast subscription: ordered consumers of random names on that stream, created only with
 *   its filter, pulled, looked up and deleted; never under another service's durable name;
 * - rpc: publishing the requests it makes, subscribing to the ones it answers and answering them;
 * - core subjects its replicas share among themselves: publishing and subscribing to each;
 * - its own inbox prefix, for every reply.
 */
export function natsPermissions(prefix: string, service: BusService): NatsPermissions {
  const access = BUS_ACCESS[service];
  const publish = new Set<string>();
  const deny = new Set<string>();

  if (isProducer(service)) {
    for (const type of EVENT_TYPES) if (producerOf(type) === service) publish.add(eventSubject(prefix, type));
    const own = streamName(prefix, service);
    for (const call of ['INFO', 'CREATE', 'UPDATE']) publish.add(`$JS.API.STREAM.${call}.${own}`);
  }

  for (const { stream, name, types } of access.durableConsumers) {
    const target = streamName(prefix, stream);
    for (const subject of readStreamApi(target)) publish.add(subject);
    const filter = consumerFilterSubject(prefix, stream, types);
    publish.add(`$JS.API.CONSUMER.INFO.${target}.${name}`);
    publish.add(`$JS.API.CONSUMER.CREATE.${target}.${name}.${filter}`);
    publish.add(`$JS.API.CONSUMER.MSG.NEXT.${target}.${name}`);
    publish.add(`$JS.ACK.${target}.${name}.>`);
  }

  for (const { stream, types } of access.follows) {
    const target = streamName(prefix, stream);
    for (const subject of readStreamApi(target)) publish.add(subject);
    const filter = consumerFilterSubject(prefix, stream, types);
    publish.add(`$JS.API.CONSUMER.CREATE.${target}.*.${filter}`);
    for (const call of ['MSG.NEXT', 'INFO', 'DELETE']) publish.add(`$JS.API.CONSUMER.${call}.${target}.*`);
    // The ordered consumer's name is random, so the wildcard above would also match the durable
    // consumers other services own on that stream: those are refused by name.
    for (const other of BUS_SERVICES) {
      if (other === service) continue;
      for (const durable of BUS_ACCESS[other].durableConsumers) {
        if (durable.stream !== stream) continue;
        deny.add(`$JS.API.CONSUMER.CREATE.${target}.${durable.name}.>`);
        for (const call of ['MSG.NEXT', 'INFO', 'DELETE'])
          deny.add(`$JS.API.CONSUMER.${call}.${target}.${durable.name}`);
      }
    }
  }

  for (const name of access.calls) publish.add(rpcSubject(prefix, name));
  const shared = access.shares.map((name) => coreSubject(prefix, name));
  for (const subject of shared) publish.add(subject);

  const permissions: NatsPermissions = {
    publish: { allow: [...publish], ...(deny.size > 0 ? { deny: [...deny] } : {}) },
    subscribe: {
      allow: [
        `${inboxPrefix(prefix, service)}.>`,
        ...access.serves.map((name) => rpcSubject(prefix, name)),
        ...shared,
      ],
    },
  };
  if (access.serves.length > 0) permissions.allow_responses = true;
  return permissions;
}
