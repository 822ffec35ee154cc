import { expect, test, type Page } from '@playwright/test';
import { watchReloads } from './live-viewer';
import { addLocationThroughApi, createMapAsNewOwner } from './map-page-fixtures';

// Issue 28: on a map's route the shell asks for the map and its list while the map remote's code is
// still on its way; the page then shows what that answer held, and what changed since, live.

test.use({ viewport: { width: 1280, height: 800 } });

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const markers = (page: Page) => page.locator('.gm-marker--location');
const isRemoteFile = (url: URL) => url.pathname.startsWith('/mf/map/');

test('the list is asked for before the map’s code arrives, and a location added meanwhile appears without a reload', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Early Pantries' });
  // Far apart, so each has a marker of its own at the zoom that shows them all.
  await addLocationThroughApi(owner, map.id, { name: 'London pantry' });
  await addLocationThroughApi(owner, map.id, {
    name: 'Sydney pantry',
    address: 'Sydney',
    latitude: -33.87,
    longitude: 151.21,
    region: 'New South Wales',
    country: 'Australia',
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const visitor = await context.newPage();
    let listReads = 0;
    let clusteredInPage = false;
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/maps/${map.id}/locations`) listReads += 1;
      if (request.url().includes('clusters-in-page')) clusteredInPage = true;
    });
    const workers: string[] = [];
    let blobWorkerStarted!: () => void;
    const blobWorker = new Promise<void>((resolve) => (blobWorkerStarted = resolve));
    visitor.on('worker', (worker) => {
      workers.push(worker.url());
      if (worker.url().startsWith('blob:')) blobWorkerStarted();
    });
    // The map remote's files are held until the page has its list (or 10 s have passed: then the
    // list came after the code, which is what this test refuses below).
    let listAnswered!: () => void;
    const listIn = new Promise<void>((resolve) => (listAnswered = resolve));
    let remoteFilesHeldForList = 0;
    let remoteCodeBeforeWorker = 0;
    visitor.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === `/api/maps/${map.id}/locations`) listAnswered();
    });
    await visitor.route(isRemoteFile, async (route) => {
      const answered = await Promise.race([
        listIn.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (answered) remoteFilesHeldForList += 1;
      // The remote's code also waits for the clustering worker, which the shell starts on its own:
      // if the map's code had to start it, this would wait 10 s and be counted.
      if (route.request().url().endsWith('.js')) {
        const workerFirst = await Promise.race([
          blobWorker.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
        ]);
        if (!workerFirst) remoteCodeBeforeWorker += 1;
      }
      await route.continue();
    });
    // Added while the code is held, after the list was read: only the live channel can bring it.
    const addedMeanwhile = listIn.then(() =>
      addLocationThroughApi(owner, map.id, {
        name: 'New York pantry',
        address: 'New York',
        latitude: 40.71,
        longitude: -74.01,
        region: 'New York',
        country: 'United States',
      }),
    );

    await visitor.goto(`/map/${map.permalink}`);
    await addedMeanwhile;
    expect(remoteFilesHeldForList).toBeGreaterThan(0);
    await expect(visitor.locator('[data-markers-ready="true"]')).toHaveCount(1);
    const reloads = watchReloads(visitor, map.id);

    const names = ['London pantry', 'New York pantry', 'Sydney pantry'];
    for (const name of names)
      await expect(list(visitor).getByRole('button', { name, exact: true })).toBeVisible();
    await expect(markers(visitor)).toHaveCount(names.length);
    // The same locations on the map as in the list.
    for (const name of names)
      await expect(visitor.getByRole('button', { name, exact: true }).and(markers(visitor))).toHaveCount(1);
    // One read of the list (the shell's); what came later came live, without a reload or a second read.
    expect(listReads).toBe(1);
    expect(reloads).toEqual({ listReads: 0, navigations: 0 });
    // The markers were clustered in a worker made from a Blob (the gateway's CSP allows it), not in
    // the page (the engine's fallback, which loads supercluster as a chunk of its own). The shell
    // started it before any of the map remote's code had come, and the page took that one over.
    expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1);
    expect(remoteCodeBeforeWorker).toBe(0);
    expect(clusteredInPage).toBe(false);
  } finally {
    await context.close();
  }
});
