import {
  LIVE_CLOSE_ACCESS_CHANGED,
  LIVE_CLOSE_MAP_DELETED,
  MAP_EVENT_TYPES,
  parseEventEnvelope,
  type MapEventsSinceReply,
} from '@groupmap/contracts';
import type { Logger } from '@groupmap/svc-kit';
import { WebSocket } from 'ws';
import { liveChange, type MapEvent } from './live-changes';
import { serialise } from './live-messages';
import type { LiveViewer, MapRoom } from './map-rooms';
import type { ReadMapHistory } from './map-history';
import type { ResumePoint } from './resume-point';
import { deliverChange } from './viewer-delivery';

/** More missed changes than this and the client reloads the list instead (one request, not thousands of messages). */
export const CATCH_UP_MAX_EVENTS = 1_000;
/** Events asked of maps per request (maps may answer fewer, to stay under NATS' payload limit). */
const HISTORY_PAGE = 200;
/** WebSocket close code "try again later" (RFC 6455 registry): maps did not answer the history. */
const TRY_AGAIN_LATER = 1013;

type Missed = { refetch: false; events: MapEvent[] } | { refetch: true; latest: number; epoch: string };

const isMapEvent = (event: { type: string }): event is MapEvent =>
  (MAP_EVENT_TYPES as readonly string[]).includes(event.type);

/** Checks maps' envelopes as any consumer does; null when one is not a valid map event. */
function parseEvents(events: MapEventsSinceReply['events']): MapEvent[] | null {
  const parsed: MapEvent[] = [];
  for (const raw of events) {
    try {
      const event = parseEventEnvelope(raw);
      if (!isMapEvent(event)) return null;
      parsed.push(event);
    } catch {
      return null;
    }
  }
  return parsed;
}

/**
 * What the socket missed since its resume point, page by page from maps, or that it should reload:
 * another epoch (a restored database), a `since` beyond the map's latest sequence, more than
 * {@link CATCH_UP_MAX_EVENTS} missed, or events after `since` no longer kept.
 */
async function readMissed(
  read: ReadMapHistory,
  mapId: number,
  resume: ResumePoint,
  joinEpoch: string,
): Promise<Missed> {
  const since = resume.since;
  let reply = await read({ mapId, after: since ?? 0, limit: since === null ? 0 : HISTORY_PAGE });
  const refetch = (): Missed => ({ refetch: true, latest: reply.latest, epoch: reply.epoch });
  if (resume.malformed || reply.epoch !== joinEpoch) return refetch();
  if (resume.epoch !== null && resume.epoch !== reply.epoch) return refetch();
  if (since === null) return { refetch: false, events: [] };
  if (since > reply.latest || reply.latest - since > CATCH_UP_MAX_EVENTS || reply.pruned) return refetch();
  const raw = [...reply.events];
  while (!reply.complete) {
    if (raw.length > CATCH_UP_MAX_EVENTS || reply.events.length === 0) return refetch();
    reply = await read({ mapId, after: raw.at(-1)!.sequence, limit: HISTORY_PAGE });
    if (reply.pruned || reply.epoch !== joinEpoch) return refetch();
    raw.push(...reply.events);
  }
  const events = parseEvents(raw);
  return events ? { refetch: false, events } : refetch();
}

export interface CatchUpDeps {
  readHistory: ReadMapHistory;
  logger: Logger;
}

/**
 * Brings a rejoining socket up to date. It is already in its map's room, so live changes reach it
 * from before the history is read; `deliverChange` holds them until the history has been sent, then
 * they follow, those the history already had dropped by `seq`: no gap, no duplicate. The history comes
 * from maps, so a viewer whose replica died catches up on any other. Maps not answering closes the
 * socket with 1013: the client reconnects with backoff, from the same `seq`.
 */
export async function catchUp(
  viewer: LiveViewer,
  room: MapRoom,
  join: { epoch: string; passwordVersion: number },
  resume: ResumePoint,
  { readHistory, logger }: CatchUpDeps,
): Promise<void> {
  let missed: Missed;
  try {
    missed = await readMissed(readHistory, room.mapId, resume, join.epoch);
  } catch (error) {
    logger.warn({ err: error, mapId: room.mapId }, 'could not read the map’s history for catch-up');
    viewer.held = null;
    viewer.ws.close(TRY_AGAIN_LATER, 'history unavailable');
    return;
  }
  const held = viewer.held ?? [];
  viewer.held = null;
  if (viewer.ws.readyState !== WebSocket.OPEN) return;
  if (missed.refetch) {
    viewer.ws.send(serialise({ type: 'refetch', data: {}, seq: missed.latest, epoch: missed.epoch }));
    viewer.lastSeq = missed.latest;
  } else {
    const isOwner = room.ownerId !== null && viewer.identity.userId === room.ownerId;
    for (const event of missed.events) {
      // A password change after the join's check: as live, the socket's access is asked again.
      if (event.payload.passwordVersion > join.passwordVersion && !isOwner) {
        viewer.ws.close(LIVE_CLOSE_ACCESS_CHANGED, 'access changed');
        return;
      }
      const change = liveChange(event, room);
      const text = change?.textFor(viewer.identity) ?? null;
      if (change && text !== null) deliverChange(viewer, change.seq, text);
      if (event.type === 'maps.map.deleted.v1') {
        viewer.ws.close(LIVE_CLOSE_MAP_DELETED, 'map deleted');
        return;
      }
    }
  }
  for (const change of held) deliverChange(viewer, change.seq, change.text);
}
