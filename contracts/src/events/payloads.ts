import { z } from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { AWAITING_REVIEW } from '../domain/location-visibility';
import { DEFAULT_WHO_CAN_ADD, WHO_CAN_ADD } from '../domain/who-can-add';
import type { EventType } from './event-types';

/**
 * Payload schemas of every event. Objects are not strict: consumers read only what they need and an
 * added field is not a breaking change. Ids of rows are integers (serial keys, spec section 3).
 */
const rowId = z.int().positive();
const isoDateTime = z.iso.datetime({ offset: true });
/** Increases whenever a map's password is set, changed or protection is switched; grants carry it. */
const passwordVersion = z.int().nonnegative();

/**
 * A location as stored. `creatorSessionId` is the creating visitor session's public id: it is internal
 * (maps and realtime use it to compute `isOwn`/`canEdit`) and must never be forwarded to other viewers.
 */
export const locationSnapshotSchema = z.object({
  id: rowId,
  mapId: rowId,
  userId: rowId.nullable(),
  creatorSessionId: z.string().min(1).nullable(),
  /**
   * The contributor identity that added it (issue 26: one identity may hold several sessions, so
   * realtime needs it for the live flags); internal like creatorSessionId; absent in older events.
   */
  contributorId: rowId.nullable().optional(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  region: z.string(),
  country: z.string(),
  customData: z.record(z.string(), z.string()),
  createdAt: isoDateTime,
  /** When everyone could first see it; null while awaiting review; absent in events before issue 24. */
  publishedAt: isoDateTime.nullable().optional(),
  /** Only while a new location or an edit awaits the owner's review (openapi AwaitingReview). */
  awaitingReview: z.enum(AWAITING_REVIEW).optional(),
  /** Only while reports hide it from everyone but the owner and the author (issue 25). */
  hiddenAfterReports: z.literal(true).optional(),
});

/** A map's settings as stored, without its password (never in an event, even encrypted). */
export const mapSnapshotSchema = z.object({
  id: rowId,
  userId: rowId.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  permalink: z.string(),
  customFields: z.array(z.string()),
  passwordProtected: z.boolean(),
  logoUrl: z.string().nullable(),
  /** Who may add locations (issue 24); events written before it were all 'anyone'. */
  whoCanAdd: z.enum(WHO_CAN_ADD).default(DEFAULT_WHO_CAN_ADD),
  /** "Review new locations before they appear" (issue 24); events written before it were all off. */
  reviewNewLocations: z.boolean().default(false),
  createdAt: isoDateTime,
});

/**
 * Who of a map's viewers a location change is for: everyone (the default), the map's owner only, or
 * the owner and the location's author (a pending or hidden location: domain's liveAudienceOf). maps
 * sets it on every location event; optional, so events written before it go to everyone.
 */
export const LIVE_AUDIENCES = ['all', 'owner', 'owner-and-author'] as const;
/**
 * The owner's review decision a location change carries (issue 24): `published`, a location awaiting
 * review was approved (everyone else receives it as new); `editApproved`, its edit was; `editRejected`,
 * its edit was discarded (the owner's and the author's sockets get the published version back);
 * `hidden`, reports hid it (issue 25: everyone else's screens drop it). The owner's "Keep" of a hidden
 * location is `published` again: everyone else receives it as new.
 */
export const LOCATION_REVIEW_OUTCOMES = ['published', 'editApproved', 'editRejected', 'hidden'] as const;
const locationChanged = z.object({
  mapId: rowId,
  passwordVersion,
  location: locationSnapshotSchema,
  audience: z.enum(LIVE_AUDIENCES).optional(),
  review: z.enum(LOCATION_REVIEW_OUTCOMES).optional(),
});
const mapChanged = z.object({ mapId: rowId, passwordVersion, map: mapSnapshotSchema });

/** Stripe's subscription statuses; null when the user has no subscription (the free plan). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/** Why a session ended (`auth.session.ended.v1`). */
export const SESSION_END_REASONS = ['logout', 'replaced', 'expired', 'revoked'] as const;

export const eventPayloadSchemas = {
  'maps.location.created.v1': locationChanged,
  'maps.location.updated.v1': locationChanged,
  'maps.location.deleted.v1': z.object({
    mapId: rowId,
    passwordVersion,
    locationId: rowId,
    /** `rejected`: the owner rejected it while it awaited review (its author is told). */
    review: z.literal('rejected').optional(),
  }),
  /**
   * An import (issue 13) added `count` locations to the map in one transaction, and perhaps custom
   * fields: `map` is the map as it is after it. One event for the whole import, so live viewers get
   * one message and reload the map's locations instead of thousands of messages.
   */
  'maps.locations.imported.v1': z.object({
    mapId: rowId,
    passwordVersion,
    importId: z.string().min(1),
    count: z.int().positive(),
    map: mapSnapshotSchema,
  }),
  /**
   * The owner removed every location of one contributor in one action (issue 25): one event, so live
   * viewers get one message listing the ids. `removalId` names the action (restored as a whole).
   */
  'maps.locations.removed.v1': z.object({
    mapId: rowId,
    passwordVersion,
    removalId: z.string().min(1),
    locationIds: z.array(rowId).min(1),
  }),
  /**
   * The owner restored deleted locations (issue 25), one or a whole removal: live viewers reload the
   * list (what each may see of them differs: a rejected one comes back awaiting review).
   */
  'maps.locations.restored.v1': z.object({
    mapId: rowId,
    passwordVersion,
    locationIds: z.array(rowId).min(1),
  }),
  'maps.map.created.v1': mapChanged,
  'maps.map.updated.v1': mapChanged,
  'maps.map.deleted.v1': z.object({ mapId: rowId, passwordVersion, permalink: z.string() }),
  /**
   * Wrong passwords on a protected map passed the map-wide threshold within a window (issue 21):
   * auth mails the owner's verified address, at most once a day per map (maps decides when). Its
   * aggregate is `map-password:<mapId>`, so it takes no place in the map's own sequence.
   */
  'maps.map.password-guessed.v1': z.object({
    mapId: rowId,
    ownerId: rowId,
    mapName: z.string(),
    permalink: z.string(),
    /** Wrong passwords counted in the window so far. */
    failures: z.int().positive(),
    windowSeconds: z.int().positive(),
  }),
  /**
   * Locations or edits wait for the owner's review (issue 24's digest): auth mails the owner's
   * verified address unless they turned "Email me when locations wait for my review" off. Maps sends
   * it at most once an hour per map, and only when something arrived since the last one. Its
   * aggregate is `map-review:<mapId>`, outside the map's own sequence.
   */
  'maps.review.waiting.v1': z.object({
    mapId: rowId,
    ownerId: rowId,
    mapName: z.string(),
    permalink: z.string(),
    /** Locations and edits awaiting review now. */
    count: z.int().positive(),
  }),
  'billing.plan.changed.v1': z.object({
    userId: rowId,
    plan: z.enum(PLAN_IDS),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    /** End of the paid period (renewal or cancellation date); null on free. */
    periodEnd: isoDateTime.nullable(),
    /**
     * The plan the user moves to when the period ends: free after a cancellation, pro after a
     * downgrade from business; null when nothing is scheduled. Added later, so optional: an event
     * without it schedules nothing.
     */
    scheduledPlan: z.enum(PLAN_IDS).nullable().optional(),
  }),
  /**
   * A user signed in (login or registration) on a live session that had no user or had that same
   * user: the public id stays, the secret rotated. Gateways drop their cached lookups of the session;
   * maps links what the session contributed anonymously to the account.
   */
  'auth.session.bound.v1': z.object({
    /** The session's public id (never its secret). */
    sessionId: z.string().min(1),
    userId: rowId,
  }),
  /**
   * A session is over for good and its public id never comes back: logout (the browser becomes a new
   * visitor), a login of another account over it, expiry, or a revocation. Gateways drop its cached
   * lookups, maps deletes its password grants, realtime closes its sockets.
   */
  'auth.session.ended.v1': z.object({
    sessionId: z.string().min(1),
    /** Who was signed in on it, null for a visitor. */
    userId: rowId.nullable(),
    reason: z.enum(SESSION_END_REASONS),
  }),
  /**
   * An account is gone for good: its owner asked for the deletion and the grace period passed without
   * a login. Auth has deleted the user and its sessions (the username and e-mail are free again);
   * maps deletes the maps it owned and unlinks its contributions elsewhere, billing cancels its
   * subscription. Each consumer acts once (its inbox); the id never comes back.
   */
  'auth.account.deleted.v1': z.object({ userId: rowId }),
  /**
   * An account proved an e-mail address (registration verification or an e-mail change, issue 26). It
   * carries the keyed hash of the address (contracts' EMAIL_KEY_PATTERN, an HMAC under
   * CONTRIBUTOR_EMAIL_KEY), never the address: maps gives the account what anonymous contributors
   * added under an identity that proved the same address by a mailed link.
   */
  'auth.email.verified.v1': z.object({ userId: rowId, emailKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
} as const satisfies Record<EventType, z.ZodType>;

export type LocationSnapshot = z.infer<typeof locationSnapshotSchema>;
export type MapSnapshot = z.infer<typeof mapSnapshotSchema>;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Each event type's payload. */
export type EventPayloads = {
  [T in keyof typeof eventPayloadSchemas]: z.infer<(typeof eventPayloadSchemas)[T]>;
};
