import {
  mapEventsSinceReplySchema,
  type MapEventsSinceReply,
  type MapEventsSinceRequest,
} from '@groupmap/contracts';
import { requestRpc } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';

/** Reads a map's events after a sequence from maps (`maps.events.since`). */
export type ReadMapHistory = (request: MapEventsSinceRequest) => Promise<MapEventsSinceReply>;

/** How long one page of history may take before the rejoining socket is told to try again later. */
const HISTORY_TIMEOUT_MS = 5_000;

/**
 * Asks maps for a map's history, so a socket catches up wherever it rejoins: the history is what maps'
 * outbox still keeps, not what one replica happened to see (that replica may be gone).
 */
export function mapHistoryReader({ nc, prefix }: { nc: NatsConnection; prefix: string }): ReadMapHistory {
  return (body) =>
    requestRpc({
      nc,
      prefix,
      name: 'maps.events.since',
      body,
      reply: mapEventsSinceReplySchema,
      timeoutMs: HISTORY_TIMEOUT_MS,
    });
}
