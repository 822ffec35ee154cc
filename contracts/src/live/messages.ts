import { z } from 'zod';
import { LIVE_BATCH_TYPE } from './batch-frame';
import { LOCATION_REVIEW_OUTCOMES, locationSnapshotSchema, mapSnapshotSchema } from '../events/payloads';

/**
 * What realtime sends on a map's live channel, `/ws/map/{permalink}` (architecture.md, The live
 * channel). Every change carries `seq`, the map's event sequence (the maps outbox numbers a map's
 * location and map events together), and `epoch`, the maps database's epoch (`X-Map-Epoch`), so a
 * client compares them with the locations list's `X-Map-Sequence`/`X-Map-Epoch` and a restored
 * database never makes it drop new changes as duplicates. No message ever carries a session id or a
 * user id.
 */
const rowId = z.int().positive();

/**
 * A location as every viewer sees it (openapi Location without the per-viewer flags): the event's
 * snapshot without the author's account and session, strict so neither can slip into a message.
 */
export const liveLocationSchema = z.strictObject(
  locationSnapshotSchema.omit({ userId: true, creatorSessionId: true }).shape,
);

/**
 * The per-viewer flags, computed as maps computes them (docs/decisions/maps.md, Rights): isOwn = the
 * viewer's account or session added it; canEdit = isOwn; canDelete = isOwn or the viewer owns the map.
 */
export const liveLocationFlagsSchema = z.strictObject({
  isOwn: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});

/** The flagged variant only the author's and the map owner's sockets receive (the full openapi Location). */
export const flaggedLiveLocationSchema = z.strictObject({
  ...liveLocationSchema.shape,
  ...liveLocationFlagsSchema.shape,
});

/**
 * A map's public fields (openapi Map without the viewer's `isOwner`/`requiresPassword`, never the
 * password): the event's snapshot without its owner's id.
 */
export const liveMapSchema = z.strictObject(mapSnapshotSchema.omit({ userId: true }).shape);

/** Where a change stands in its map's history. */
const position = {
  seq: z.int().positive(),
  epoch: z.string().min(1).max(100),
};

const change = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.strictObject({ type: z.literal(type), data, ...position });

/**
 * Sent once the socket has joined the map's channel; to a rejoining socket (`since` given), once it
 * has been sent what it missed: from then on it is live.
 */
export const connectedMessageSchema = z.strictObject({
  type: z.literal('connected'),
  data: z.strictObject({ permalink: z.string() }),
});

/** A location was added: the shared form, or the flagged variant for the author and the map's owner. */
export const newLocationMessageSchema = change(
  'newLocation',
  z.union([flaggedLiveLocationSchema, liveLocationSchema]),
);
/**
 * A location was edited (or claimed by an account, or its review decided): as newLocation. Approving
 * a location awaiting review reaches its author and the owner as this, everyone else as newLocation.
 */
export const updateLocationMessageSchema = z.strictObject({
  type: z.literal('updateLocation'),
  data: z.union([flaggedLiveLocationSchema, liveLocationSchema]),
  ...position,
  /** The owner's review decision it is (issue 24): `editRejected` tells the author "Your edit was not approved". */
  review: z.enum(LOCATION_REVIEW_OUTCOMES).optional(),
});
export const deleteLocationMessageSchema = z.strictObject({
  type: z.literal('deleteLocation'),
  data: z.strictObject({ id: rowId }),
  ...position,
  /** `rejected` (issue 24) tells the author "Your location was not approved". */
  review: z.literal('rejected').optional(),
});
/** The map's settings changed (name, description, fields, protection, logo). */
export const mapUpdatedMessageSchema = change('mapUpdated', liveMapSchema);
/**
 * An import added `count` locations at once (issue 13): the client takes the map's settings from
 * `map` (an import may add custom fields) and reloads the locations list.
 */
export const locationsImportedMessageSchema = change(
  'locationsImported',
  z.strictObject({ count: z.int().positive(), map: liveMapSchema }),
);
/** The owner removed all of one contributor's locations (issue 25): they go, by id. */
export const locationsRemovedMessageSchema = change(
  'locationsRemoved',
  z.strictObject({ ids: z.array(rowId).min(1) }),
);
/** The owner restored deleted locations (issue 25): the client reloads the map's list. */
export const locationsRestoredMessageSchema = change(
  'locationsRestored',
  z.strictObject({ ids: z.array(rowId).min(1) }),
);
/** The map is gone: realtime closes the channel's sockets right after (close code 4404). */
export const mapDeletedMessageSchema = change(
  'mapDeleted',
  z.strictObject({ id: rowId, permalink: z.string() }),
);

/**
 * Sent instead of the missed changes when a rejoining socket's `since`/`epoch` cannot be caught up
 * (another epoch, a gap older than maps keeps, or too many changes missed): the client reloads the
 * map's locations list. `seq` is the map's sequence when realtime looked (0 before its first event);
 * changes after it follow on the channel as usual.
 */
export const refetchMessageSchema = z.strictObject({
  type: z.literal('refetch'),
  data: z.strictObject({}),
  seq: z.int().nonnegative(),
  epoch: position.epoch,
});

/**
 * How many people (distinct visitor sessions) view the map right now, across every realtime
 * replica: sent on joining and when the number changes (at most about once a second). No `seq`:
 * presence is not part of the map's history and is never caught up.
 */
export const presenceMessageSchema = z.strictObject({
  type: z.literal('presence'),
  data: z.strictObject({ viewers: z.int().nonnegative() }),
});

/** Any message realtime sends on a live channel, discriminated by `type`. */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  connectedMessageSchema,
  newLocationMessageSchema,
  updateLocationMessageSchema,
  deleteLocationMessageSchema,
  mapUpdatedMessageSchema,
  locationsImportedMessageSchema,
  locationsRemovedMessageSchema,
  locationsRestoredMessageSchema,
  mapDeletedMessageSchema,
  refetchMessageSchema,
  presenceMessageSchema,
]);

/**
 * What one frame on a live channel holds: one message, or a batch of them in order (`batch-frame.ts`).
 * A batch carries at least two messages and never another batch.
 */
export const liveBatchFrameSchema = z.strictObject({
  type: z.literal(LIVE_BATCH_TYPE),
  messages: z.array(liveServerMessageSchema).min(2),
});
export const liveFrameSchema = z.union([liveServerMessageSchema, liveBatchFrameSchema]);

/** Close code of a map's sockets when the map is deleted (4000-4999: application codes, RFC 6455). */
export const LIVE_CLOSE_MAP_DELETED = 4404;
/**
 * Close code when the socket's access may have ended (the map's password changed or protection was
 * switched, or the grant expired): the client reconnects and the join checks its access again.
 */
export const LIVE_CLOSE_ACCESS_CHANGED = 4403;
/** Close code when auth ended the socket's session (logout, another login, expiry, revocation). */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

export type LiveLocation = z.infer<typeof liveLocationSchema>;
export type LiveLocationFlags = z.infer<typeof liveLocationFlagsSchema>;
export type FlaggedLiveLocation = z.infer<typeof flaggedLiveLocationSchema>;
export type LiveMap = z.infer<typeof liveMapSchema>;
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
export type LiveServerMessageType = LiveServerMessage['type'];
export type LiveBatchFrame = z.infer<typeof liveBatchFrameSchema>;
export type LiveFrame = z.infer<typeof liveFrameSchema>;
