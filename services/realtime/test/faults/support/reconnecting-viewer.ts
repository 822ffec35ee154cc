import { liveFrameMessages } from '@groupmap/contracts';
import { IDENTITY_HEADER } from '@groupmap/svc-kit';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

/** Between attempts to rejoin, as a client's backoff would (short: the suite waits on it). */
const RETRY_MS = 150;

/** A change as the viewer received it. */
export interface ReceivedChange {
  type: string;
  seq: number;
  epoch: string;
  /** The location's id for `newLocation`. */
  locationId: number | undefined;
}

/**
 * A viewer of one map as the map page's client behaves: it joins from the list it loaded
 * (`since`/`epoch`), and whenever its socket closes it rejoins with the last `seq` it had, on the
 * replica it was on or, when that refuses or is gone, the next one. It records every change and every
 * `refetch` exactly as received, duplicates included, so tests can see what a user would.
 */
export class ReconnectingViewer {
  readonly changes: ReceivedChange[] = [];
  readonly refetches: number[] = [];
  /** How many times a socket was opened and joined (`connected` received). */
  joins = 0;
  private readonly sessionId = `viewer-${randomBytes(6).toString('hex')}`;
  private ws: WebSocket | undefined;
  private lastSeq: number;
  private epoch: string;
  private portIndex: number;
  private running = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ports: () => number[],
    private readonly permalink: string,
    start: { since: number; epoch: string; port: number },
  ) {
    this.lastSeq = start.since;
    this.epoch = start.epoch;
    this.portIndex = Math.max(0, ports().indexOf(start.port));
  }

  /** The location ids of `newLocation` changes, in the order received. */
  addedIds(): number[] {
    return this.changes.filter((change) => change.type === 'newLocation').map((change) => change.locationId!);
  }

  /** The port of the open socket, if joined. */
  get connectedPort(): number | undefined {
    return this.ws?.readyState === WebSocket.OPEN ? this.ports()[this.portIndex] : undefined;
  }

  /** Joins (or rejoins from the last `seq`) and keeps rejoining until `stop`; resolves once joined. */
  async connect(): Promise<void> {
    this.running = true;
    const joined = this.joins;
    this.open();
    const deadline = Date.now() + 10_000;
    while (this.joins === joined) {
      if (Date.now() > deadline) throw new Error(`viewer could not join ${this.permalink}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Closes the socket and stays away (a closed laptop lid) until `connect` again. */
  async disconnect(): Promise<void> {
    this.running = false;
    clearTimeout(this.retryTimer);
    const ws = this.ws;
    this.ws = undefined;
    if (!ws || ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.terminate();
    await closed;
  }

  stop = () => this.disconnect();

  private open() {
    const ports = this.ports();
    const port = ports[this.portIndex % ports.length]!;
    const query = new URLSearchParams({ since: String(this.lastSeq), epoch: this.epoch });
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/map/${encodeURIComponent(this.permalink)}?${query}`, {
      headers: { [IDENTITY_HEADER]: mintTestIdentity({ sessionId: this.sessionId }, 'realtime') },
    });
    this.ws = ws;
    ws.on('error', () => {});
    ws.on('message', (data: Buffer) => {
      for (const message of liveFrameMessages(JSON.parse(data.toString())))
        this.receive(message as Record<string, unknown>);
    });
    ws.once('close', () => {
      if (this.ws !== ws || !this.running) return;
      this.ws = undefined;
      // Refused, dropped or its replica gone: try the next replica after a pause.
      this.portIndex = (this.portIndex + 1) % this.ports().length;
      this.retryTimer = setTimeout(() => {
        if (this.running) this.open();
      }, RETRY_MS);
    });
  }

  private receive(message: Record<string, unknown>) {
    const type = message.type as string;
    if (type === 'connected') {
      this.joins += 1;
      return;
    }
    if (type === 'presence') return;
    const seq = message.seq as number;
    if (type === 'refetch') {
      this.refetches.push(seq);
      this.lastSeq = seq;
      return;
    }
    const data = message.data as { id?: number } | undefined;
    this.changes.push({
      type,
      seq,
      epoch: message.epoch as string,
      locationId: type === 'newLocation' ? data?.id : undefined,
    });
    this.epoch = message.epoch as string;
    this.lastSeq = Math.max(this.lastSeq, seq);
  }
}
