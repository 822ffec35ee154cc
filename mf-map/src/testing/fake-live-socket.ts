import type { LiveSocket } from '../features/map/live/live-connection';

/** A stand-in for the browser's WebSocket in unit tests: the test opens, feeds and closes it. */
export class FakeLiveSocket implements LiveSocket {
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  open(): void {
    this.onopen?.({});
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server (or the network) closes it. */
  drop(code = 1006): void {
    this.onclose?.({ code });
  }

  close(code?: number): void {
    this.closedWith = code;
  }
}

/** A socket factory that keeps every socket it made, newest last. */
export function fakeSockets() {
  const sockets: FakeLiveSocket[] = [];
  return {
    sockets,
    latest: () => sockets[sockets.length - 1]!,
    createSocket: (url: string) => {
      const socket = new FakeLiveSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}
