import { PresenceTally } from './presence-tally';

const TTL = 1_000;

describe('PresenceTally', () => {
  it('counts a session’s tabs once, and the map’s count changes only with the first and last tab', () => {
    const tally = new PresenceTally(TTL);
    expect(tally.add(1, 'a')).toBe(true);
    expect(tally.add(1, 'a')).toBe(false);
    expect(tally.add(1, 'b')).toBe(true);
    expect(tally.total(1, 0)).toBe(2);
    expect(tally.remove(1, 'a')).toBe(false);
    expect(tally.total(1, 0)).toBe(2);
    expect(tally.remove(1, 'a')).toBe(true);
    expect(tally.total(1, 0)).toBe(1);
    expect(tally.remove(1, 'unknown')).toBe(false);
  });

  it('adds other replicas’ counts, and forgets a replica’s map at 0', () => {
    const tally = new PresenceTally(TTL);
    tally.add(1, 'a');
    expect([...tally.apply({ replica: 'r2', counts: { '1': 3, '2': 1 }, full: false }, 0)]).toEqual([1, 2]);
    expect(tally.total(1, 0)).toBe(4);
    expect(tally.total(2, 0)).toBe(1);
    // The same count again changes nothing.
    expect(tally.apply({ replica: 'r2', counts: { '1': 3 }, full: false }, 0).size).toBe(0);
    expect([...tally.apply({ replica: 'r2', counts: { '1': 0 }, full: false }, 0)]).toEqual([1]);
    expect(tally.total(1, 0)).toBe(1);
  });

  it('drops what a full announcement no longer lists', () => {
    const tally = new PresenceTally(TTL);
    tally.apply({ replica: 'r2', counts: { '1': 2, '2': 5 }, full: false }, 0);
    expect([...tally.apply({ replica: 'r2', counts: { '1': 2 }, full: true }, 0)]).toEqual([2]);
    expect(tally.total(2, 0)).toBe(0);
    expect(tally.total(1, 0)).toBe(2);
  });

  it('lets a dead replica’s counts expire after the TTL unless announced again', () => {
    const tally = new PresenceTally(TTL);
    tally.add(1, 'local');
    tally.apply({ replica: 'alive', counts: { '1': 1 }, full: true }, 0);
    tally.apply({ replica: 'dead', counts: { '1': 4 }, full: true }, 0);
    expect(tally.total(1, 500)).toBe(6);
    tally.apply({ replica: 'alive', counts: { '1': 1 }, full: true }, 600);
    // Expired counts no longer count, even before `expire` removes them.
    expect(tally.total(1, TTL)).toBe(2);
    expect([...tally.expire(TTL)]).toEqual([1]);
    expect(tally.total(1, TTL)).toBe(2);
    expect(tally.expire(TTL + 500).size).toBe(0);
  });

  it('lists this replica’s counts, 0 for a map it no longer has', () => {
    const tally = new PresenceTally(TTL);
    tally.add(1, 'a');
    tally.add(2, 'b');
    tally.remove(2, 'b');
    expect(tally.localCounts()).toEqual({ '1': 1 });
    expect(tally.localCounts([1, 2])).toEqual({ '1': 1, '2': 0 });
  });
});
