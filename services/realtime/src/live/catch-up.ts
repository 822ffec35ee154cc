import {
  LIVE_CLOSE_ACCESS_CHANGED,
  LIVE_CLOSE_MAP_DELETED,
  type MapChange,
  type MapChangesSinceReply,
} from '@groupmap/contracts';
import type { Logger } from '@groupmap/svc-kit';
import { WebSocket } from 'ws';
import { caughtUpChange } from './live-changes';
import { serialise } from './live-messages';
import type { LiveViewer, MapRoom } from './map-rooms';
import type { ReadMissedChanges } from './missed-changes-reader';
import type { ResumePoint } from './resume-point';
import { sendWithinBuffer } from './socket-guards';
import { deliverChange } from './viewer-delivery';

/** More missed sequences than this and the client reloads the list instead (one request, not thousands of messages). */
export const CATCH_UP_MAX_CHANGES = 1_000;
/** Changes asked of maps per page (maps may answer fewer, to stay under NATS' payload limit). */
const PAGE = 200;
/** WebSocket close code "try again later" (RFC 6455 registry): maps did not answer. */
const TRY_AGAIN_LATER = 1013;

type Missed =
  | { refetch: false; changes: MapChange[]; passwordVersion: number }
  | { refetch: true; latest: number; epoch: string };

const nothingMissed = (reply: MapChangesSinceReply): Extract<Missed, { refetch: false }> => ({
  refetch: false,
  changes: [],
  passwordVersion: reply.passwordVersion,
});

/**
 * What the socket missed since its resume point, as the map stands now, page by page from maps; or
 * that it should reload: another epoch (a restored database), a `since` that is not a sequence, or
 * whatever maps answers `refetch` (a gap older than the window, longer than the cap, pruned, or
 * holding an import).
 */
async function readMissed(
  read: ReadMissedChanges,
  viewer: LiveViewer,
  mapId: number,
  resume: ResumePoint,
  joinEpoch: string,
  windowMs: number,
): Promise<Missed> {
  const since = resume.since ?? 0;
  const { userId, sessionId } = viewer.identity;
  const ask = (after: number, limit: number) =>
    read({
      mapId,
      since,
      after,
      limit,
      maxAgeMs: windowMs,
      maxGap: CATCH_UP_MAX_CHANGES,
      viewer: { userId, sessionId: sessionId ?? null },
    });
  // Without a `since`, only where the map stands is asked (its epoch, for the comparison).
  let reply = await ask(since, resume.since === null ? 0 : PAGE);
  const refetch = (): Missed => ({ refetch: true, latest: reply.latest, epoch: reply.epoch });
  if (resume.malformed || reply.epoch !== joinEpoch) return refetch();
  if (resume.epoch !== null && resume.epoch !== reply.epoch) return refetch();
  if (resume.since === null) return nothingMissed(reply);
  if (reply.refetch) return refetch();
  const changes = [...reply.changes];
  while (!reply.complete) {
    if (changes.length > CATCH_UP_MAX_CHANGES || reply.changes.length === 0) return refetch();
    reply = await ask(changes.at(-1)!.seq, PAGE);
    if (reply.refetch || reply.epoch !== joinEpoch) return refetch();
    changes.push(...reply.changes);
  }
  return { ...nothingMissed(reply), changes };
}

export interface CatchUpDeps {
  readMissed: ReadMissedChanges;
  /** A gap whose first missed change is older than this is answered `refetch`. */
  windowMs: number;
  logger: Logger;
  /** The `connected` message, sent once the socket has caught up (after its history and held changes). */
  connected: string;
}

/**
 * Brings a rejoining socket up to date with what a fresh read of the list would show it: each location
 * changed since its `seq` as it is now (or that it is gone), the map's settings if they changed, each
 * once at the `seq` of its latest change; never a text that was since deleted or edited away. The
 * socket is already in its map's room, so live changes reach it from before maps is asked;
 * `deliverChange` holds them until the catch-up has been sent, then they follow, those at or below
 * the last `seq` sent dropped: no gap, no duplicate. Maps not answering closes the socket with 1013:
 * the client reconnects with backoff, from the same `seq`. Last comes `connected`: the socket is live
 * (an operator's readiness, or the soak's count of rejoined viewers, can tell it from one still
 * catching up).
 */
export async function catchUp(
  viewer: LiveViewer,
  room: MapRoom,
  join: { epoch: string; passwordVersion: number },
  resume: ResumePoint,
  { readMissed: read, windowMs, logger, connected }: CatchUpDeps,
): Promise<void> {
  let missed: Missed;
  try {
    missed = await readMissed(read, viewer, room.mapId, resume, join.epoch, windowMs);
  } catch (error) {
    logger.warn({ err: error, mapId: room.mapId }, 'could not read what a rejoining socket missed');
    viewer.held = null;
    viewer.ws.close(TRY_AGAIN_LATER, 'history unavailable');
    return;
  }
  const held = viewer.held ?? [];
  viewer.held = null;
  if (viewer.ws.readyState !== WebSocket.OPEN) return;
  if (missed.refetch) {
    sendWithinBuffer(
      viewer.ws,
      serialise({ type: 'refetch', data: {}, seq: missed.latest, epoch: missed.epoch }),
    );
    viewer.lastSeq = missed.latest;
  } else {
    const isOwner = room.ownerId !== null && viewer.identity.userId === room.ownerId;
    // The password changed after the join's check: as live, the socket's access is asked again.
    if (missed.passwordVersion > join.passwordVersion && !isOwner) {
      viewer.ws.close(LIVE_CLOSE_ACCESS_CHANGED, 'access changed');
      return;
    }
    for (const change of missed.changes) {
      const text = caughtUpChange(change, room).textFor(viewer.rights);
      if (text !== null) deliverChange(viewer, change.seq, text);
      if (change.kind === 'mapDeleted') {
        viewer.ws.close(LIVE_CLOSE_MAP_DELETED, 'map deleted');
        return;
      }
    }
  }
  for (const change of held) deliverChange(viewer, change.seq, change.text);
  sendWithinBuffer(viewer.ws, connected);
}
