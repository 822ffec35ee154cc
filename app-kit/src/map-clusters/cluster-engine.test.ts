import { ClusterEngine } from './cluster-engine';

const OPTIONS = { radius: 60, extent: 256, maxZoom: 11 };

/** A worker that cannot start, as under a policy refusing blob: workers: it reports an error. */
class FailingWorker {
  static started = 0;
  onmessage: unknown = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  constructor() {
    FailingWorker.started += 1;
    setTimeout(() => this.onerror?.({ preventDefault: () => undefined }), 5);
  }
  postMessage() {}
  terminate() {}
}

describe('ClusterEngine', () => {
  const realWorker = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = realWorker;
    jest.restoreAllMocks();
  });

  it('goes on in the page when its worker fails, answering what was asked before and after', async () => {
    (globalThis as { Worker?: unknown }).Worker = FailingWorker;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const engine = new ClusterEngine();
    expect(FailingWorker.started).toBe(1);
    const loaded = engine.load(1, OPTIONS, Float64Array.from([1, 10, 10, 2, -10, -10]));
    const items = engine.items(1, [-180, -85, 180, 85], 2);
    await expect(loaded).resolves.toBeUndefined();
    expect((await items)?.length).toBe(10);
    expect(await engine.items(1, [0, 0, 20, 20], 2)).toHaveLength(5);
    expect(warn).toHaveBeenCalledTimes(1);
    engine.close();
  });

  it('rejects a request the service could not answer', async () => {
    const engine = new ClusterEngine();
    await engine.load(1, OPTIONS, Float64Array.from([1, 10, 10]));
    await expect(engine.leaves(1, [999_999])).rejects.toThrow('clustering failed');
    engine.close();
  });

  it('indexes the same list once, and a new list as a new generation that replaces it', async () => {
    const engine = new ClusterEngine();
    const list = [1, 2];
    const points = jest.fn(() => Float64Array.from([1, 10, 10, 2, -10, -10]));
    const first = engine.index(list, OPTIONS, points);
    const again = engine.index(list, OPTIONS, points);
    expect(again).toEqual(first);
    expect(points).toHaveBeenCalledTimes(1);
    await again.ready;
    expect(await engine.items(first.generation, [-180, -85, 180, 85], 2)).toHaveLength(10);

    const next = engine.index([3], OPTIONS, () => Float64Array.from([3, 0, 0]));
    expect(next.generation).toBeGreaterThan(first.generation);
    await next.ready;
    expect(await engine.items(first.generation, [-180, -85, 180, 85], 2)).toBeUndefined();
    expect(engine.closed).toBe(false);
    engine.close();
    expect(engine.closed).toBe(true);
  });
});
