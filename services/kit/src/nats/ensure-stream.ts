import { streamName, streamSubjects, type ProducerService } from '@groupmap/contracts';
import {
  DiscardPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type NatsConnection,
  type StreamConfig,
} from 'nats';
import { jetStreamErrorCode, JS_STREAM_NAME_IN_USE, JS_STREAM_NOT_FOUND } from './jetstream-errors';

/** Re-publishes of one outbox row (after a relay crash) within this window are dropped by msgID. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;
/**
 * How long a stream call may take (nats.js waits 5 s by default): creating a stream writes to the
 * server's store, which a busy machine or a loaded server can take longer over. A service that
 * gives up here does not start, so a slow answer is waited for rather than counted as a failure.
 */
const STREAM_API_TIMEOUT_MS = 30_000;
/** A month of events, so a consumer that was down for days (or a new one) still catches up. */
export const DEFAULT_STREAM_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

export interface EnsureStreamOptions {
  /** EVENTS_PREFIX. */
  prefix: string;
  /** The producing service that owns the stream. */
  service: ProducerService;
  /** How long events are kept. */
  maxAgeMs?: number;
  /**
   * NATS_STREAM_REPLICAS: how many JetStream servers keep a copy of the stream (1 for one server;
   * 3 on a three-node cluster, so the stream survives losing a node). Defaults to 1.
   */
  replicas?: number;
}

export type ProducerStreamSettings = Partial<StreamConfig> & { name: string };

/** The settings a producer's stream is created with, and brought back to at every start of the producer. */
export function producerStreamConfig({
  prefix,
  service,
  maxAgeMs = DEFAULT_STREAM_MAX_AGE_MS,
  replicas = 1,
}: EnsureStreamOptions): ProducerStreamSettings {
  return {
    name: streamName(prefix, service),
    subjects: streamSubjects(prefix, service),
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(maxAgeMs),
    // Sent on update too: JetStream changes the replica count of an existing stream in place.
    num_replicas: replicas,
  };
}

/** Adds the stream unless it exists; tolerates another replica adding it at the same moment. */
async function addUnlessExists(
  jsm: JetStreamManager,
  config: ProducerStreamSettings,
): Promise<'added' | 'existed'> {
  try {
    await jsm.streams.info(config.name);
    return 'existed';
  } catch (error) {
    if (jetStreamErrorCode(error) !== JS_STREAM_NOT_FOUND) throw error;
  }
  try {
    await jsm.streams.add(config);
    return 'added';
  } catch (error) {
    if (jetStreamErrorCode(error) === JS_STREAM_NAME_IN_USE) return 'existed';
    throw error;
  }
}

/**
 * Creates the stream a producing service owns, or brings an existing one to the current settings:
 * file storage, the service's subjects, a duplicate window that lets msgID de-duplicate the outbox
 * relay's re-publishes, a maximum age and the replica count. Returns the stream's name. Only the
 * producing service itself calls it at start-up (with its NATS_STREAM_REPLICAS); anyone else uses
 * {@link ensureStreamExists}, so it never puts the stream back to other settings.
 */
export async function ensureStream(nc: NatsConnection, options: EnsureStreamOptions): Promise<string> {
  const config = producerStreamConfig(options);
  // No `$JS.API.INFO` account check first: a service's NATS permissions name only its streams' calls.
  const jsm = await nc.jetstreamManager({ checkAPI: false, timeout: STREAM_API_TIMEOUT_MS });
  if ((await addUnlessExists(jsm, config)) === 'existed') {
    const { name, ...settings } = config;
    await jsm.streams.update(name, settings);
  }
  return config.name;
}

/**
 * Creates the stream of `service` only when it is missing, leaving an existing one as its producer
 * set it. Consumers (and operator commands) call it so that they can start before the producer has
 * ever run; a stream they create has the default settings (one replica) until the producer starts.
 */
export async function ensureStreamExists(nc: NatsConnection, options: EnsureStreamOptions): Promise<string> {
  const config = producerStreamConfig(options);
  await addUnlessExists(
    await nc.jetstreamManager({ checkAPI: false, timeout: STREAM_API_TIMEOUT_MS }),
    config,
  );
  return config.name;
}
