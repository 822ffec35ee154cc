import type { Identity } from '@groupmap/svc-kit';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { ConnectionCaps } from './connection-caps';
import { Heartbeat } from './heartbeat';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live-limits';
import type { LiveViewer } from './map-rooms';
import type { LivePresence } from './presence';
import { boundSendBuffer, limitMessageRate } from './socket-guards';

/** What the live channel applies to every upgrade and socket, in one place. */
export interface LiveGuards {
  /** Before the access check: admits the upgrade under the socket caps, or refuses it (429). */
  admit(identity: Identity, socket: Duplex): boolean;
  /** After joining: message rate, send buffer bound, heartbeat, and presence (when shared). */
  watch(ws: WebSocket, mapId: number, viewer: LiveViewer): void;
  /** Stops the heartbeat (the channel is closing). */
  stop(): void;
}

export function createLiveGuards(
  limits: Partial<LiveLimits> = {},
  presence: LivePresence | undefined = undefined,
): LiveGuards {
  const settings = { ...DEFAULT_LIVE_LIMITS, ...limits };
  const caps = new ConnectionCaps(settings);
  const heartbeat = new Heartbeat(settings.heartbeatIntervalMs);
  return {
    admit: (identity, socket) => caps.admit(identity, socket),
    watch: (ws, mapId, viewer) => {
      limitMessageRate(ws, settings.messageRateLimit, settings.messageRateWindowMs);
      boundSendBuffer(ws, settings.sendBufferMaxBytes);
      heartbeat.watch(ws);
      presence?.joined(mapId, viewer);
    },
    stop: () => heartbeat.stop(),
  };
}
