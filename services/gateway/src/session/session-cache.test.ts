import type { ResolvedSession } from '@groupmap/contracts';
import { SessionCache } from './session-cache';

const alice: ResolvedSession = { publicId: 'pub-a', userId: 7, username: 'alice' };
const visitor: ResolvedSession = { publicId: 'pub-v', userId: null, username: null };

/** A clock the test moves by hand. */
function fakeClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A load function that counts its calls and answers `session`. */
function counting(session: ResolvedSession | null) {
  const load = jest.fn(async () => session);
  return load;
}

/** A load function whose answer the test releases later. */
function deferred() {
  let release: (session: ResolvedSession | null) => void = () => undefined;
  const load = jest.fn(() => new Promise<ResolvedSession | null>((resolve) => (release = resolve)));
  return { load, release: (session: ResolvedSession | null) => release(session) };
}

describe('SessionCache', () => {
  it('reuses an answer within its TTL and asks again after it', async () => {
    const clock = fakeClock();
    const cache = new SessionCache({ ttlMs: 3_000, clock });
    const load = counting(alice);
    expect(await cache.lookup('h1', load)).toEqual(alice);
    clock.advance(2_999);
    expect(await cache.lookup('h1', load)).toEqual(alice);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(2);
    await cache.lookup('h1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never caches an unknown secret, and caches nothing with a TTL of 0', async () => {
    const unknown = counting(null);
    const cache = new SessionCache({ ttlMs: 3_000 });
    await cache.lookup('h1', unknown);
    await cache.lookup('h1', unknown);
    expect(unknown).toHaveBeenCalledTimes(2);

    const uncached = new SessionCache({ ttlMs: 0 });
    const load = counting(alice);
    await uncached.lookup('h1', load);
    await uncached.lookup('h1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one question between concurrent lookups of a secret', async () => {
    const cache = new SessionCache({ ttlMs: 3_000 });
    const { load, release } = deferred();
    const first = cache.lookup('h1', load);
    const second = cache.lookup('h1', load);
    release(alice);
    expect(await Promise.all([first, second])).toEqual([alice, alice]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops one secret, or every secret of a session, at once', async () => {
    const cache = new SessionCache({ ttlMs: 3_000 });
    const load = counting(alice);
    await cache.lookup('old', load);
    await cache.lookup('new', load);
    await cache.lookup('other', counting(visitor));

    cache.dropSecret('old');
    await cache.lookup('old', load);
    await cache.lookup('new', load);
    expect(load).toHaveBeenCalledTimes(3);

    cache.dropSession('pub-a');
    await cache.lookup('old', load);
    await cache.lookup('new', load);
    expect(load).toHaveBeenCalledTimes(5);
    const other = counting(visitor);
    await cache.lookup('other', other);
    expect(other).not.toHaveBeenCalled();
  });

  it('does not keep an answer that was on its way when a drop happened', async () => {
    const cache = new SessionCache({ ttlMs: 3_000 });
    const { load, release } = deferred();
    const before = cache.lookup('h1', load);
    cache.dropSession('pub-a');
    // A lookup after the drop asks again instead of joining the question asked before it.
    const after = deferred();
    const later = cache.lookup('h1', after.load);
    release(alice);
    after.release(null);
    expect(await before).toEqual(alice);
    expect(await later).toBeNull();
    const next = counting(null);
    expect(await cache.lookup('h1', next)).toBeNull();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEntries, forgetting the least recently used', async () => {
    const cache = new SessionCache({ ttlMs: 3_000, maxEntries: 2 });
    const load = counting(visitor);
    await cache.lookup('a', load);
    await cache.lookup('b', load);
    await cache.lookup('a', load);
    await cache.lookup('c', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.lookup('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.lookup('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('records a created session for the next lookup', async () => {
    const cache = new SessionCache({ ttlMs: 3_000 });
    await cache.record('fresh', counting(visitor));
    const load = counting(null);
    expect(await cache.lookup('fresh', load)).toEqual(visitor);
    expect(load).not.toHaveBeenCalled();
  });

  it('lets go of expired answers, not only at the count bound (issue 29)', async () => {
    const clock = fakeClock();
    const cache = new SessionCache({ ttlMs: 3_000, clock });
    for (let index = 0; index < 10; index += 1) await cache.lookup(`visitor-${index}`, counting(visitor));
    expect(cache.size).toBe(10);
    clock.advance(3_001);
    await cache.lookup('next', counting(visitor));
    expect(cache.size).toBe(1);
  });
});
