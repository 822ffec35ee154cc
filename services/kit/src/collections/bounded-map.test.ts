import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its limit, dropping the oldest set first, and replaces a kept key in place', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('b', 3);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    map.set('c', 4);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });
});
