// A viewer on a map's live channel through the gateway, as the map page joins: the list first (its
// sequence and epoch), then the socket from there. Used by the container smoke test and the runner's.
import { liveFrameMessages } from '@groupmap/contracts';
import WebSocket from 'ws';
import type { ApiSession } from './api-session';
import { eventually } from './eventually';

/** A viewer's live channel: collects the messages it receives. */
export class LiveViewer {
  readonly messages: Array<{ type: string; data?: { name?: string } }> = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      for (const message of liveFrameMessages(JSON.parse(String(raw))))
        this.messages.push(message as (typeof this.messages)[number]);
    });
  }

  static async open(session: ApiSession, permalink: string, mapId: number): Promise<LiveViewer> {
    const list = await session.request('GET', `/api/maps/${mapId}/locations`);
    await list.arrayBuffer();
    const query = new URLSearchParams({
      since: list.headers.get('x-map-sequence') ?? '0',
      epoch: list.headers.get('x-map-epoch') ?? '',
    });
    const url = `${session.baseUrl.replace(/^http/, 'ws')}/ws/map/${permalink}?${query}`;
    const socket = new WebSocket(url, { headers: { cookie: session.cookieHeader, origin: session.baseUrl } });
    const viewer = new LiveViewer(socket);
    await eventually('the live channel to connect', 15_000, async () =>
      viewer.messages.some((message) => message.type === 'connected') ? true : undefined,
    );
    return viewer;
  }

  received(name: string): boolean {
    return this.messages.some((message) => message.type === 'newLocation' && message.data?.name === name);
  }

  close(): void {
    this.socket.close();
  }
}

/** realtime_live_sockets in a realtime replica's /metrics text (0 when absent). */
export function liveSocketsIn(metrics: string): number {
  const line = metrics.split('\n').find((entry) => entry.startsWith('realtime_live_sockets'));
  return line ? Number(line.split(' ').pop()) : 0;
}
