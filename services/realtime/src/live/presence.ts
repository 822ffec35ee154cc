import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { DEFAULT_PRESENCE_TIMING, type PresenceTiming } from './live-limits';
import { serialise } from './live-messages';
import type { LiveViewer, MapRooms } from './map-rooms';
import { PresenceTally, type PresenceAnnouncement } from './presence-tally';
import { sendWithinBuffer } from './socket-guards';

/** Local changes within this are announced together (a burst of joins is one announcement). */
const ANNOUNCE_BATCH_MS = 50;

/**
 * Presence on this replica (docs/decisions/realtime.md, Presence): counts the sessions viewing each
 * map here, announces the counts to the other replicas (once connected, `connect`), sums theirs, and
 * sends `{type:'presence', data:{viewers}}` to a joining socket at once and to the map's sockets when
 * the total changes, at most once per `debounceMs`.
 */
export class LivePresence {
  /** This process's id in announcements; a restarted replica is a new one (the old one's counts expire). */
  readonly replica = randomUUID();
  private readonly timing: PresenceTiming;
  private readonly tally: PresenceTally;
  private publish: ((announcement: PresenceAnnouncement) => void) | null = null;
  /** Maps whose local count changed since the last announcement. */
  private readonly unannounced = new Set<number>();
  private announceTimer: NodeJS.Timeout | undefined;
  private periodicTimer: NodeJS.Timeout | undefined;
  private readonly sendTimers = new Map<number, NodeJS.Timeout>();
  /** The total each socket was last told, so nobody hears the same number twice. */
  private readonly told = new WeakMap<WebSocket, number>();
  private socketsWithoutSession = 0;
  private stopped = false;

  constructor(
    private readonly rooms: MapRooms,
    timing: Partial<PresenceTiming> = {},
  ) {
    this.timing = { ...DEFAULT_PRESENCE_TIMING, ...timing };
    this.tally = new PresenceTally(this.timing.ttlMs);
  }

  /** Counts a socket that joined the map (it is in the room already) until it closes, and tells it the total. */
  joined(mapId: number, viewer: LiveViewer): void {
    // A socket without a visitor session is one person of its own.
    const session = viewer.identity.sessionId ?? `socket:${++this.socketsWithoutSession}`;
    if (this.tally.add(mapId, session)) this.localChanged(mapId);
    this.tell(viewer.ws, this.tally.total(mapId, Date.now()), null);
    viewer.ws.once('close', () => {
      if (this.tally.remove(mapId, session)) this.localChanged(mapId);
    });
  }

  /** The map's total right now: this replica's distinct sessions plus the others' announced counts. */
  viewers(mapId: number): number {
    return this.tally.total(mapId, Date.now());
  }

  /**
   * Starts sharing with the other replicas: changes go out through `publish` (batched), and every
   * `announceIntervalMs` all counts go out again while the others' expired ones are dropped.
   */
  connect(publish: (announcement: PresenceAnnouncement) => void): void {
    this.publish = publish;
    publish({ replica: this.replica, counts: this.tally.localCounts(), full: true });
    this.periodicTimer = setInterval(() => {
      this.publish?.({ replica: this.replica, counts: this.tally.localCounts(), full: true });
      for (const mapId of this.tally.expire(Date.now())) this.scheduleSend(mapId);
    }, this.timing.announceIntervalMs);
    this.periodicTimer.unref();
  }

  /** Takes in another replica's announcement (this replica's own are ignored). */
  receive(announcement: PresenceAnnouncement): void {
    if (this.stopped || announcement.replica === this.replica) return;
    for (const mapId of this.tally.apply(announcement, Date.now())) this.scheduleSend(mapId);
  }

  /** Stops sharing and sending: tells the other replicas this one's counts are gone, clears every timer. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.publish?.({ replica: this.replica, counts: {}, full: true });
    this.publish = null;
    clearInterval(this.periodicTimer);
    clearTimeout(this.announceTimer);
    for (const timer of this.sendTimers.values()) clearTimeout(timer);
    this.sendTimers.clear();
  }

  private localChanged(mapId: number): void {
    if (this.stopped) return;
    this.scheduleSend(mapId);
    if (!this.publish) return;
    this.unannounced.add(mapId);
    if (this.announceTimer) return;
    this.announceTimer = setTimeout(() => {
      this.announceTimer = undefined;
      const counts = this.tally.localCounts(this.unannounced);
      this.unannounced.clear();
      this.publish?.({ replica: this.replica, counts, full: false });
    }, ANNOUNCE_BATCH_MS);
    this.announceTimer.unref();
  }

  /** Sends the map's total to its sockets once the debounce is over (serialised once). */
  private scheduleSend(mapId: number): void {
    if (this.stopped || this.sendTimers.has(mapId)) return;
    const timer = setTimeout(() => {
      this.sendTimers.delete(mapId);
      const room = this.rooms.get(mapId);
      if (!room) return;
      const viewers = this.tally.total(mapId, Date.now());
      const text = serialise({ type: 'presence', data: { viewers } });
      for (const viewer of room.viewers) this.tell(viewer.ws, viewers, text);
    }, this.timing.debounceMs);
    timer.unref();
    this.sendTimers.set(mapId, timer);
  }

  private tell(ws: WebSocket, viewers: number, text: string | null): void {
    if (this.told.get(ws) === viewers) return;
    if (sendWithinBuffer(ws, text ?? serialise({ type: 'presence', data: { viewers } }))) {
      this.told.set(ws, viewers);
    }
  }
}
