import { reconnectDelay, STABLE_CONNECTION_MS } from '@groupmap/contracts';
import {
  CLOSE_ACCESS_CHANGED,
  CLOSE_MAP_DELETED,
  isSequenced,
  readLiveMessages,
  type LiveMessage,
  type LiveMessageOf,
  type LiveMessageType,
} from './live-message';

/** connecting: the first attempt; live: joined; paused: closed, a reconnect is due; ended: map gone. */
export type LiveStatus = 'connecting' | 'live' | 'paused' | 'ended';

/** Where the client stands in the map's history: the join asks for what came after. */
export interface LivePosition {
  since: number | null;
  epoch: string | null;
}

/** The part of the browser's WebSocket the connection uses (tests pass a fake). */
export interface LiveSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}

export interface LiveConnectionOptions {
  /** The channel's URL for a position (see `liveChannelUrl`). */
  url: (position: LivePosition) => string;
  /** Read at every (re)connect: the list's sequence, which applied messages keep moving. */
  position: () => LivePosition;
  onStatus?: (status: LiveStatus) => void;
  /**
   * The map may have changed under the viewer: it was deleted (4404), or a join after a 4403 close
   * was refused (a browser does not see the handshake's 403, only that the socket never opened), so
   * it may now need its password. The page refetches the map to show what it has become.
   */
  onMapInQuestion?: () => void;
  createSocket?: (url: string) => LiveSocket;
  random?: () => number;
}

type Handler = (message: LiveMessage) => void;

/**
 * One map's live channel (spec section 4, Real-time connection): joins from the list's position,
 * dispatches each message to the subscribers of its type, drops duplicates (a `seq` at or below the
 * last one dispatched in the same epoch), and on a close reconnects after 1 s, backing off with
 * jitter until a connection has stayed up for a while. `stop()` leaves for good.
 */
export class LiveConnection {
  private readonly handlers = new Map<LiveMessageType, Set<Handler>>();
  private socket: LiveSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stableTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = true;
  private accessInQuestion = false;
  private last: { seq: number; epoch: string } | null = null;

  constructor(private readonly options: LiveConnectionOptions) {}

  subscribe<T extends LiveMessageType>(type: T, handler: (message: LiveMessageOf<T>) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    this.handlers.set(type, set);
    set.add(handler as Handler);
    return () => set.delete(handler as Handler);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.onStatus?.('connecting');
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.stableTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = socket.onmessage = socket.onopen = null;
      socket.close(1000);
    }
  }

  private connect(): void {
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
    const socket = create(this.options.url(this.options.position()));
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.accessInQuestion = false;
      this.options.onStatus?.('live');
      this.stableTimer = setTimeout(() => (this.attempt = 0), STABLE_CONNECTION_MS);
    };
    socket.onmessage = (event) => {
      for (const message of readLiveMessages(event.data)) this.dispatch(message);
    };
    socket.onclose = ({ code }) => {
      clearTimeout(this.stableTimer);
      this.socket = null;
      if (this.stopped) return;
      if (code === CLOSE_MAP_DELETED) {
        this.stopped = true;
        this.options.onStatus?.('ended');
        this.options.onMapInQuestion?.();
        return;
      }
      if (!opened && this.accessInQuestion) {
        this.accessInQuestion = false;
        this.options.onMapInQuestion?.();
      }
      if (code === CLOSE_ACCESS_CHANGED) this.accessInQuestion = true;
      this.options.onStatus?.('paused');
      this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++, this.options.random));
    };
  }

  private dispatch(message: LiveMessage): void {
    if (isSequenced(message)) {
      const { seq, epoch } = message;
      if (this.last && this.last.epoch === epoch && seq <= this.last.seq) return;
      this.last = { seq, epoch };
    }
    for (const handler of this.handlers.get(message.type) ?? []) handler(message);
  }
}

/**
 * `wss://host/ws/map/{permalink}?since=&epoch=` on the page's own host (`ws:` when the page is
 * plain http); without a known position the join starts from now.
 */
export function liveChannelUrl(
  permalink: string,
  { since, epoch }: LivePosition,
  page: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams();
  if (since !== null) query.set('since', String(since));
  if (epoch !== null) query.set('epoch', epoch);
  const search = query.toString() ? `?${query.toString()}` : '';
  return `${scheme}//${page.host}/ws/map/${encodeURIComponent(permalink)}${search}`;
}
