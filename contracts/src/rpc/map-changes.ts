import { z } from 'zod';
import { PERMALINK_STORAGE_MAX_LENGTH } from '../domain/permalink';
import { TEXT_LIMITS } from '../domain/text-limits';
import { locationSnapshotSchema, mapSnapshotSchema } from '../events/payloads';

const rowId = z.int().positive();
const sequence = z.int().positive();

/**
 * `maps.changes.since`: what a socket rejoining a map's live channel missed after `since`, as the
 * map stands now, never as it was (issue 21): for each location changed after `since`, in the order
 * of its latest change, the location as `viewer` may see it now or that it is gone; the map's
 * current settings when they changed. Removed text (a deleted location, a value edited away, a
 * removed field's values, an operator's takedown) is never in an answer.
 *
 * Pages: `after` (first `since`, then the last `seq` of the previous page) starts the page, `limit`
 * bounds its changes (0 asks only where the map stands: its epoch and latest `seq`); the answer may hold fewer (it also stays under a size budget): ask again after
 * its last `seq` until `complete`. Every page reads the map as it stands when it is read, so a
 * change made between pages shows up once, at its new `seq`.
 */
export const mapChangesSinceRequestSchema = z.object({
  mapId: rowId,
  /** The resume point: the last `seq` the socket saw. */
  since: z.int().nonnegative(),
  /** The page starts after this `seq` (at least `since`). */
  after: z.int().nonnegative(),
  limit: z.int().nonnegative().max(500),
  /** A gap whose first missed change is older than this is answered `refetch`. */
  maxAgeMs: z.int().positive(),
  /** More missed sequences than this are answered `refetch` (one list request beats many messages). */
  maxGap: z.int().positive(),
  /** Whose view of the map: the moderation rule (architecture.md) decides what they may see. */
  viewer: z.object({
    userId: rowId.nullable(),
    sessionId: z.string().min(1).max(TEXT_LIMITS.sessionId).nullable(),
  }),
});

const text = (max: number) => z.string().max(max);
const fieldName = text(TEXT_LIMITS.customFieldName);
const permalink = text(PERMALINK_STORAGE_MAX_LENGTH);

/**
 * A location as its events carry it, its strings capped as every write path caps them (an rpc
 * answer's strings are bounded, contracts/src/string-limits.test.ts).
 */
const caughtUpLocationSchema = locationSnapshotSchema.extend({
  creatorSessionId: z.string().min(1).max(TEXT_LIMITS.sessionId).nullable(),
  name: text(TEXT_LIMITS.locationName),
  address: text(TEXT_LIMITS.address),
  region: text(TEXT_LIMITS.placeName),
  country: text(TEXT_LIMITS.placeName),
  customData: z.record(fieldName, text(TEXT_LIMITS.customValue)),
});

/** A map's settings as its events carry them, strings capped likewise. */
const caughtUpMapSchema = mapSnapshotSchema.extend({
  name: text(TEXT_LIMITS.mapName),
  description: text(TEXT_LIMITS.mapDescription).nullable(),
  permalink,
  customFields: z.array(fieldName),
  logoUrl: text(TEXT_LIMITS.logoUrl).nullable(),
});

/** One caught-up change, at the `seq` of the latest event that touched it. */
export const mapChangeSchema = z.discriminatedUnion('kind', [
  /** The location now; `created` when it was added after `since` (a newLocation, else an update). */
  z.object({
    kind: z.literal('location'),
    seq: sequence,
    created: z.boolean(),
    location: caughtUpLocationSchema,
  }),
  /** A location the socket may have had is gone, or no longer visible to this viewer: its id only. */
  z.object({ kind: z.literal('locationGone'), seq: sequence, locationId: rowId }),
  /** The map's settings now. */
  z.object({ kind: z.literal('map'), seq: sequence, map: caughtUpMapSchema }),
  /** The map was deleted. */
  z.object({ kind: z.literal('mapDeleted'), seq: sequence, mapId: rowId, permalink }),
]);

export const mapChangesSinceReplySchema = z.object({
  /** The maps database's epoch: sequences of another epoch are not comparable. */
  epoch: z.string().min(1).max(100),
  /** The map's latest sequence (0 before its first event). */
  latest: z.int().nonnegative(),
  /** The map's password version now (the last one it had when it is deleted). */
  passwordVersion: z.int().nonnegative(),
  /**
   * The gap cannot or should not be sent change by change: its events are no longer kept, it is
   * older than `maxAgeMs` or longer than `maxGap`, `since` is ahead of the map, or it holds an import
   * (whose locations do not travel). `changes` is empty; the viewer reloads the list.
   */
  refetch: z.boolean(),
  /** Ascending by `seq`, each at most once. */
  changes: z.array(mapChangeSchema),
  /** True when no change follows this page's last. */
  complete: z.boolean(),
});

export type MapChangesSinceRequest = z.infer<typeof mapChangesSinceRequestSchema>;
export type MapChange = z.infer<typeof mapChangeSchema>;
export type MapChangesSinceReply = z.infer<typeof mapChangesSinceReplySchema>;
