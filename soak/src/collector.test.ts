import { checkErrors, checkRecovery, insideWindow } from './checks/error-check';
import { Collector } from './collector';

describe('Collector', () => {
  it('joins an add’s send time with the last arrival over the processes holding its map', () => {
    const collector = new Collector((mapId) => (mapId === 1 ? 2 : 1));
    collector.take('viewers-1', { type: 'arrivals', arrivals: [{ name: 'a', mapId: 1, lastAt: 1200 }] });
    collector.take('writers', {
      type: 'ledger',
      entries: [{ kind: 'add', mapId: 1, name: 'a', outcome: 'ack', id: 1, sentAt: 1000, doneAt: 1100 }],
    });
    expect(collector.latencies).toEqual([]);
    collector.take('viewers-2', { type: 'arrivals', arrivals: [{ name: 'a', mapId: 1, lastAt: 1350 }] });
    expect(collector.latencies).toEqual([{ at: 1000, ms: 350 }]);
  });

  it('adds up each second and keeps each viewers process’s latest count', () => {
    const collector = new Collector(() => 1);
    const tick = (connected: number) => ({
      type: 'tick' as const,
      tick: { at: 5500, requests: { add: { count: 3, errors: 1 } }, deliveries: 10, connected, viewers: 20 },
    });
    collector.take('viewers-1', tick(20));
    collector.take('viewers-2', tick(15));
    collector.take('viewers-1', tick(18));
    expect(collector.seconds.get(4000)?.requests.add).toEqual({ count: 9, errors: 3 });
    expect(collector.seconds.get(4000)?.deliveries).toBe(30);
    expect(collector.liveViewers()).toEqual({ connected: 33, viewers: 40 });
  });
});

describe('Collector.answeredBefore', () => {
  const tick = (at: number, oldestInFlight?: number) => ({
    type: 'tick' as const,
    tick: { at, requests: {}, oldestInFlight },
  });

  it('waits for a tick after the time from every driver, with nothing sent before it still unanswered', () => {
    const collector = new Collector(() => 1);
    collector.take('writers', tick(900, 850));
    collector.take('loaders', tick(950));
    expect(collector.answeredBefore(1000)).toBe(false);
    collector.take('writers', tick(1100, 990));
    collector.take('loaders', tick(1150));
    expect(collector.answeredBefore(1000)).toBe(false);
    collector.take('writers', tick(1200, 1050));
    expect(collector.answeredBefore(1000)).toBe(true);
  });
});

describe('fault windows', () => {
  const window = { kind: 'maps' as const, action: 'SIGKILL maps', startAt: 100, endAt: 200 };
  const error = (sentAt: number, doneAt: number) => ({
    what: 'add',
    outcome: 'failed' as const,
    status: 502,
    sentAt,
    doneAt,
  });

  it('counts a request overlapping the window as the fault’s', () => {
    expect(insideWindow(error(90, 110), [window])).toBe(true);
    expect(insideWindow(error(150, 160), [window])).toBe(true);
    expect(insideWindow(error(199, 260), [window])).toBe(true);
    expect(insideWindow(error(50, 99), [window])).toBe(false);
    expect(insideWindow(error(201, 210), [window])).toBe(false);
  });

  it('fails on errors outside every window, and on a window that never closed or lasted too long', () => {
    expect(checkErrors([error(150, 160)], [window]).ok).toBe(true);
    const outside = checkErrors([error(150, 160), error(300, 310)], [window]);
    expect(outside.ok).toBe(false);
    expect(outside.summary).toBe('1 outside fault windows (1 inside)');
    expect(checkRecovery([window], 60_000).ok).toBe(true);
    expect(checkRecovery([window], 50).problems).toEqual(['maps: 0.1 s, over 0.05 s']);
    expect(checkRecovery([{ ...window, endAt: undefined }], undefined).problems).toEqual([
      'maps: never recovered (SIGKILL maps)',
    ]);
  });
});
