import { z } from 'zod';
import { eventEnvelopeSchema } from '../events/envelope';

/**
 * `maps.events.since`: a map's committed location and map events after sequence `after`, oldest
 * first, read from what maps' outbox still keeps (published rows stay a week). Realtime asks it when a
 * socket rejoins a map's live channel with the last `seq` it saw, so the history comes from maps and
 * not from the memory of the replica the viewer was on before. `limit` bounds the events of one answer
 * (0 asks only where the map stands); the reply may hold fewer (it also stays under a size budget):
 * ask again after the last one until `complete`.
 */
export const mapEventsSinceRequestSchema = z.object({
  mapId: z.number().int().positive(),
  after: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().max(500),
});

/** An event as the outbox holds it; a map's events name the map's id (digits) as their aggregate. */
const mapEventEnvelopeSchema = eventEnvelopeSchema.extend({ aggregateId: z.string().min(1).max(40) });

export const mapEventsSinceReplySchema = z.object({
  /** The maps database's epoch: sequences of another epoch are not comparable. */
  epoch: z.string().min(1).max(100),
  /** The map's latest sequence (0 before its first event). */
  latest: z.number().int().nonnegative(),
  /** The oldest sequence maps still keeps of the map, or null when it keeps none. */
  oldestKept: z.number().int().positive().nullable(),
  /**
   * True when events after `after` are no longer kept (pruned), so the gap cannot be filled and
   * `events` is empty: the caller has the viewer reload the map's list instead.
   */
  pruned: z.boolean(),
  /**
   * The map's location and map events after `after`, ascending by sequence, as they were published
   * (payloads are checked by type on the receiving side). Sequences of other kinds of events, if any,
   * are skipped.
   */
  events: z.array(mapEventEnvelopeSchema),
  /** True when `events` holds every event after `after` that was committed when maps read them. */
  complete: z.boolean(),
});

export type MapEventsSinceRequest = z.infer<typeof mapEventsSinceRequestSchema>;
export type MapEventsSinceReply = z.infer<typeof mapEventsSinceReplySchema>;
