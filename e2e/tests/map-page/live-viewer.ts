// A viewer of the map page and its live channel, as the live-update checks of a spec need it: open
// the page until the channel has joined, then count what the page reads and receives from then on.
import { expect, type Page } from '@playwright/test';

/** Opens the map and waits until its live channel has joined, so later changes must arrive live. */
export async function openLive(page: Page, path: string) {
  // Listening from the socket's first moment: `connected` may come before the markers are drawn.
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/ws/map/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"connected"')) resolve();
      });
    });
  });
  await page.goto(path);
  await expect(page.locator('[data-markers-ready="true"]')).toHaveCount(1);
  await joined;
}

/** Counts the page's reads of the locations list and its navigations from now on. */
export function watchReloads(page: Page, mapId: number) {
  const seen = { listReads: 0, navigations: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/maps/${mapId}/locations`) seen.listReads += 1;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.navigations += 1;
  });
  return seen;
}

/** Counts the live messages of `type` the page receives on sockets opened from now on (a batch frame holds several). */
export function countLiveMessages(page: Page, type: string) {
  const seen = { count: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') seen.count += payload.split(`"type":"${type}"`).length - 1;
    }),
  );
  return seen;
}
