import {
  eventSubject,
  producerOf,
  streamSubjects,
  type EventType,
  type ProducerService,
} from '@groupmap/contracts';

/**
 * The one subject a consumer of `types` filters the stream of `stream` by. nats-server 2.9 (the one
 * this project runs on) allows a single filter subject per consumer (`filter_subjects` needs 2.10), so
 * one type filters by its own subject and several by the whole stream; the consumer then drops the
 * other types itself. Throws when a type is not published into `stream`.
 */
export function consumerFilterSubject(
  prefix: string,
  stream: ProducerService,
  types: readonly EventType[],
): string {
  if (types.length === 0) throw new Error('a consumer needs at least one event type');
  const foreign = types.filter((type) => producerOf(type) !== stream);
  if (foreign.length > 0) throw new Error(`${foreign.join(', ')} not published into the ${stream} stream`);
  const [only] = types;
  if (types.length === 1 && only) return eventSubject(prefix, only);
  const [all] = streamSubjects(prefix, stream);
  if (!all) throw new Error(`the ${stream} stream has no subjects`);
  return all;
}
