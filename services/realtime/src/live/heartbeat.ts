import type { WebSocket } from 'ws';

/**
 * Pings every watched socket each interval; a socket that has not answered the previous ping by then
 * is terminated (a dead peer: a closed laptop, a dropped network), so its room and presence count do
 * not keep it. One timer for all sockets; a socket is forgotten when it closes.
 */
export class Heartbeat {
  /** Each watched socket, and whether it answered since the last ping. */
  private readonly answered = new Map<WebSocket, boolean>();
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs: number) {
    this.timer = setInterval(() => this.beat(), intervalMs);
    // The heartbeat alone never keeps the process alive.
    this.timer.unref();
  }

  watch(ws: WebSocket): void {
    this.answered.set(ws, true);
    ws.on('pong', () => {
      if (this.answered.has(ws)) this.answered.set(ws, true);
    });
    ws.once('close', () => this.answered.delete(ws));
  }

  private beat(): void {
    for (const [ws, answered] of this.answered) {
      if (!answered) {
        this.answered.delete(ws);
        ws.terminate();
        continue;
      }
      this.answered.set(ws, false);
      ws.ping();
    }
  }

  /** Stops pinging (the channel is closing). */
  stop(): void {
    clearInterval(this.timer);
    this.answered.clear();
  }
}
