import { packedNameCount, packNames, placesOfName } from './packed-names';

describe('packed names', () => {
  const index = new Map<string, number | number[]>([
    ['paris', [3, 17]],
    ['london', 1],
    ['münchen', 5],
    ['zürich', 9],
    ['a', 2],
    ['東京', 7],
    ['london ontario', [4, 8, 12]],
  ]);
  const packed = packNames(index);

  it('finds every name it was given, with its places in order', () => {
    expect(packedNameCount(packed)).toBe(index.size);
    for (const [name, places] of index)
      expect([...placesOfName(packed, name)]).toEqual(typeof places === 'number' ? [places] : places);
  });

  it('finds nothing for a name it was not given, nor for a prefix or an extension of one', () => {
    for (const name of ['', 'lond', 'londons', 'parisx', 'zz', 'münche', '東'])
      expect(placesOfName(packed, name)).toHaveLength(0);
  });

  it('packs an empty index', () => {
    const empty = packNames(new Map());
    expect(packedNameCount(empty)).toBe(0);
    expect(placesOfName(empty, 'anything')).toHaveLength(0);
  });

  it('survives the structured clone that brings it from the building process', () => {
    const copy = structuredClone(packed);
    expect([...placesOfName(copy, 'paris')]).toEqual([3, 17]);
    expect([...placesOfName(copy, '東京')]).toEqual([7]);
  });
});
