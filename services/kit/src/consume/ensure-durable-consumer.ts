import { AckPolicy, DeliverPolicy, type ConsumerUpdateConfig, type NatsConnection } from 'nats';
import { jetStreamErrorCode, JS_CONSUMER_NOT_FOUND } from '../nats/jetstream-errors';

/**
 * Creates the durable consumer `durableName` on `stream`, or brings an existing one to `settings`.
 * A new consumer starts at the beginning of the stream, so a new consuming service builds its state
 * from every event the stream still holds; explicit acks make each event wait for its handler.
 */
export async function ensureDurableConsumer(
  nc: NatsConnection,
  stream: string,
  durableName: string,
  settings: Partial<ConsumerUpdateConfig>,
): Promise<void> {
  // No `$JS.API.INFO` account check first: a service's NATS permissions name only its consumers' calls.
  const jsm = await nc.jetstreamManager({ checkAPI: false });
  try {
    await jsm.consumers.info(stream, durableName);
  } catch (error) {
    if (jetStreamErrorCode(error) !== JS_CONSUMER_NOT_FOUND) throw error;
    // Replicas starting together may both get here; adding an identical durable twice is accepted.
    await jsm.consumers.add(stream, {
      durable_name: durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ...settings,
    });
    return;
  }
  await jsm.consumers.update(stream, durableName, settings);
}
