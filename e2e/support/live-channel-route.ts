import type { Page, WebSocketRoute } from '@playwright/test';

/** A page's live channel (`/ws/map/...`) passed through the test, so the test can cut the line. */
export interface LiveChannelRoute {
  /**
   * Closes the connection now open as a network drop would (1006 in the page, the server's end
   * closed too, so it sees the viewer leave); every reconnect is held from then on until `restore`.
   */
  drop(): Promise<void>;
  /** Settles once a reconnect is being held: the page is trying again and still connecting. */
  reconnectHeld: Promise<void>;
  /** Lets the held reconnect (and any later one) through to the server. */
  restore(): void;
}

/**
 * Routes `page`'s live channel to the real server, message for message both ways. Call before the
 * page opens the map. A held reconnect is one whose route handler has not connected yet: Playwright
 * leaves the page's socket connecting until then, so the page stays paused without failed attempts
 * piling up its backoff.
 */
export async function routeLiveChannel(page: Page): Promise<LiveChannelRoute> {
  let current: WebSocketRoute | undefined;
  let dropped = false;
  let signalHeld!: () => void;
  const reconnectHeld = new Promise<void>((resolve) => (signalHeld = resolve));
  let restore!: () => void;
  const restored = new Promise<void>((resolve) => (restore = resolve));

  await page.routeWebSocket(/\/ws\/map\//, async (ws) => {
    if (dropped) {
      signalHeld();
      await restored;
    }
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => ws.send(message));
    // The page's close code goes to the server unless handled here, and a browser may not send 1006.
    ws.onClose(() => void server.close());
    server.onClose((code, reason) => void ws.close({ code, reason }));
    current = ws;
  });

  return {
    async drop() {
      if (!current) throw new Error('The page has no live channel to drop');
      dropped = true;
      await current.close({ code: 1006, reason: 'network drop' });
    },
    reconnectHeld,
    restore,
  };
}
