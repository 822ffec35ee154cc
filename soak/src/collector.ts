// Everything the drivers report, gathered: the ledger of writes, every request that was not a 2xx,
// each second's counts (the report's timeline), and the add-to-last-viewer latency of every location
// added live, joined from the writer's send time and the viewers' processes' last arrivals.
import type { Arrival, DriverMessage, DriverTick, LedgerEntry, RequestError } from './protocol';

export interface Second {
  /** Start of the second, ms since the epoch. */
  at: number;
  requests: Record<string, { count: number; errors: number }>;
  durations: Record<string, number[]>;
  deliveries: number;
  reconnects: number;
}

export interface LatencySample {
  /** When the add was sent. */
  at: number;
  ms: number;
}

export class Collector {
  readonly ledger: LedgerEntry[] = [];
  readonly errors: RequestError[] = [];
  readonly seconds = new Map<number, Second>();
  readonly latencies: LatencySample[] = [];
  /** Each viewers' process's latest count of joined viewers, and of all its viewers. */
  private readonly live = new Map<string, { connected: number; viewers: number }>();
  /** Each driver's latest tick: when it was, and its oldest request in flight then. */
  private readonly inFlight = new Map<string, { at: number; oldest: number | undefined }>();
  private readonly sentAt = new Map<string, number>();
  private readonly arrivals = new Map<string, { seen: number; lastAt: number }>();

  /** `viewerProcessesOf(mapId)`: how many viewers' processes hold viewers of the map. */
  constructor(private readonly viewerProcessesOf: (mapId: number) => number) {}

  take(label: string, message: DriverMessage): void {
    if (message.type === 'tick') this.tick(label, message.tick);
    else if (message.type === 'ledger') for (const entry of message.entries) this.record(entry);
    else if (message.type === 'errors') this.errors.push(...message.errors);
    else if (message.type === 'arrivals') for (const arrival of message.arrivals) this.arrived(arrival);
  }

  /** Viewers joined now, and viewers in all, across the viewers' processes. */
  liveViewers(): { connected: number; viewers: number } {
    let connected = 0;
    let viewers = 0;
    for (const figures of this.live.values()) {
      connected += figures.connected;
      viewers += figures.viewers;
    }
    return { connected, viewers };
  }

  /**
   * True once every driver has said, in a tick after `since`, that no request it sent before
   * `since` is still waiting for its answer.
   */
  answeredBefore(since: number): boolean {
    for (const { at, oldest } of this.inFlight.values())
      if (at <= since || (oldest !== undefined && oldest < since)) return false;
    return true;
  }

  private second(at: number): Second {
    const key = Math.floor(at / 1000) * 1000;
    let second = this.seconds.get(key);
    if (!second) {
      second = { at: key, requests: {}, durations: {}, deliveries: 0, reconnects: 0 };
      this.seconds.set(key, second);
    }
    return second;
  }

  private tick(label: string, tick: DriverTick) {
    this.inFlight.set(label, { at: tick.at, oldest: tick.oldestInFlight });
    const second = this.second(tick.at - 1000);
    for (const [what, figures] of Object.entries(tick.requests)) {
      const entry = (second.requests[what] ??= { count: 0, errors: 0 });
      entry.count += figures.count;
      entry.errors += figures.errors;
    }
    for (const [what, durations] of Object.entries(tick.durations ?? {}))
      (second.durations[what] ??= []).push(...durations);
    second.deliveries += tick.deliveries ?? 0;
    second.reconnects += tick.reconnects ?? 0;
    if (tick.viewers !== undefined)
      this.live.set(label, { connected: tick.connected ?? 0, viewers: tick.viewers });
  }

  private record(entry: LedgerEntry) {
    this.ledger.push(entry);
    if (entry.kind !== 'add' || entry.outcome !== 'ack') return;
    const arrival = this.arrivals.get(entry.name);
    if (arrival && arrival.seen >= this.viewerProcessesOf(entry.mapId)) {
      this.arrivals.delete(entry.name);
      this.latencies.push({ at: entry.sentAt, ms: arrival.lastAt - entry.sentAt });
    } else this.sentAt.set(entry.name, entry.sentAt);
  }

  private arrived({ name, mapId, lastAt }: Arrival) {
    const arrival = this.arrivals.get(name) ?? { seen: 0, lastAt: 0 };
    arrival.seen += 1;
    arrival.lastAt = Math.max(arrival.lastAt, lastAt);
    const sentAt = this.sentAt.get(name);
    if (arrival.seen >= this.viewerProcessesOf(mapId) && sentAt !== undefined) {
      this.sentAt.delete(name);
      this.arrivals.delete(name);
      this.latencies.push({ at: sentAt, ms: arrival.lastAt - sentAt });
    } else this.arrivals.set(name, arrival);
  }
}
