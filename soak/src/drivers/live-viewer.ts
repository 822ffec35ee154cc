// One viewer as the map page behaves: its own visitor session (and, on a protected map, the password
// first), the map's list, then the live channel through the gateway resuming from the list's
// sequence. When the socket drops it rejoins from the last sequence it applied after the page's own
// delay (1 s, then backing off with jitter until a connection stays up); a `refetch` reloads the list.
import { liveFrameMessages, reconnectDelay, STABLE_CONNECTION_MS } from '@groupmap/contracts';
import WebSocket from 'ws';
import { MapView, type ListedLocation } from './map-view';
import { Session } from './session';

const RELOAD_RETRY_MS = 1000;

export interface ViewedMap {
  id: number;
  permalink: string;
  password?: string;
}

export interface ViewerEvents {
  /** Live messages, as counted for the deliveries figure. */
  delivered(count: number): void;
  /** A location added live reached this viewer (its name), at `at`. */
  added(name: string, at: number): void;
  /** The socket joined again after a drop. */
  rejoined(): void;
}

/** GET the map's list as this session; answers the locations and the sequence it was read at. */
export async function readList(session: Session, map: ViewedMap) {
  const answer = await session.request<ListedLocation[]>('GET', `/api/maps/${map.id}/locations`);
  if (answer.outcome !== 'ack' || !Array.isArray(answer.body))
    throw new Error(`GET list of ${map.permalink}: ${answer.status ?? answer.detail}`);
  return {
    list: answer.body,
    seq: Number(answer.headers!.get('x-map-sequence') ?? 0),
    epoch: answer.headers!.get('x-map-epoch') ?? '',
  };
}

export class LiveViewer {
  readonly view = new MapView();
  joined = false;
  private ws: WebSocket | undefined;
  private session: Session | undefined;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;
  private stableTimer: NodeJS.Timeout | undefined;
  /** Rejoins since the connection last stayed up for STABLE_CONNECTION_MS (the page's backoff). */
  private attempt = 0;

  constructor(
    private readonly baseUrl: string,
    readonly map: ViewedMap,
    private readonly events: ViewerEvents,
  ) {}

  /** Loads the page's data and joins; resolves once the channel said `connected`. */
  async join(): Promise<void> {
    this.session = await Session.visitor(this.baseUrl);
    if (this.map.password) {
      const answer = await this.session.request('POST', `/api/maps/${this.map.id}/verify-password`, {
        password: this.map.password,
      });
      if (answer.outcome !== 'ack') throw new Error(`password of ${this.map.permalink}: ${answer.status}`);
    }
    await this.reload();
    await this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.reloadTimer);
    clearTimeout(this.stableTimer);
    this.ws?.terminate();
  }

  /** Loads the list; its answer is taken only if no later load was asked meanwhile (map-view.ts). */
  private async reload(asked = this.view.askLoad()): Promise<void> {
    const { list, seq, epoch } = await readList(this.session!, this.map);
    this.view.load(list, seq, epoch, asked);
  }

  /**
   * Reloads until it succeeds (a fault may be under way), unless stopped or a later load was asked
   * (a second refetch): that one retries instead, so one chain of tries runs at a time.
   */
  private reloadSoon(): void {
    if (this.stopped) return;
    const asked = this.view.askLoad();
    this.reload(asked).catch(() => {
      if (this.stopped || !this.view.isLatestLoad(asked)) return;
      this.reloadTimer = setTimeout(() => this.reloadSoon(), RELOAD_RETRY_MS);
    });
  }

  private open(): Promise<void> {
    const ws = this.baseUrl.replace(/^http/, 'ws');
    const query = new URLSearchParams({ since: String(this.view.lastSeq), epoch: this.view.epoch });
    const socket = new WebSocket(`${ws}/ws/map/${this.map.permalink}?${query.toString()}`, {
      origin: new URL(this.baseUrl).origin,
      headers: { cookie: this.session!.cookieHeader },
      perMessageDeflate: true,
    });
    this.ws = socket;
    this.view.rejoined();
    return new Promise((resolve, reject) => {
      let settled = false;
      socket.on('error', (error) => {
        if (!settled) {
          settled = true;
          reject(error);
        }
      });
      socket.on('message', (raw) => {
        const messages = liveFrameMessages(JSON.parse(raw.toString())) as Array<{
          type: string;
          seq?: number;
          epoch?: string;
          data?: { id?: number; name?: string };
        }>;
        this.events.delivered(messages.length);
        const at = performance.timeOrigin + performance.now();
        for (const message of messages) {
          if (message.type === 'connected') {
            this.joined = true;
            this.stableTimer = setTimeout(() => (this.attempt = 0), STABLE_CONNECTION_MS);
            if (!settled) {
              settled = true;
              resolve();
            }
          }
          if (message.type === 'newLocation' && message.data?.name) this.events.added(message.data.name, at);
          if (this.view.receive(message)) this.reloadSoon();
        }
      });
      socket.on('close', () => {
        if (this.ws !== socket) return;
        this.joined = false;
        clearTimeout(this.stableTimer);
        if (!settled) {
          settled = true;
          reject(new Error(`${this.map.permalink}: socket closed before joining`));
        }
        if (!this.stopped) this.rejoinLater();
      });
    });
  }

  private rejoinLater(): void {
    this.timer = setTimeout(() => {
      if (this.stopped) return;
      this.open().then(
        () => this.events.rejoined(),
        () => undefined, // its close handler schedules the next try
      );
    }, reconnectDelay(this.attempt++));
  }
}
