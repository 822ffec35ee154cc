import {
  mapChangesSinceReplySchema,
  type MapChangesSinceReply,
  type MapChangesSinceRequest,
} from '@groupmap/contracts';
import { requestRpc } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';

/** Reads what a rejoining socket missed from maps (`maps.changes.since`), one page per call. */
export type ReadMissedChanges = (request: MapChangesSinceRequest) => Promise<MapChangesSinceReply>;

/**
 * How long one page may take before the rejoining socket is told to try again later: as long as the
 * access check's wait, for the same crowd (map-access.ts).
 */
const PAGE_TIMEOUT_MS = 10_000;

/**
 * Asks maps what a socket missed, so it catches up wherever it rejoins: from the map as maps holds it
 * now, not from what one replica happened to see (that replica may be gone).
 */
export function missedChangesReader({
  nc,
  prefix,
}: {
  nc: NatsConnection;
  prefix: string;
}): ReadMissedChanges {
  return (body) =>
    requestRpc({
      nc,
      prefix,
      name: 'maps.changes.since',
      body,
      reply: mapChangesSinceReplySchema,
      timeoutMs: PAGE_TIMEOUT_MS,
    });
}
