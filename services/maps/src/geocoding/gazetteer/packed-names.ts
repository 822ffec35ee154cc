/**
 * An index from names to place numbers packed into a few flat arrays: the names sorted and joined in
 * one UTF-8 buffer, and each name's places in one array of place numbers. GeoNames' places have about
 * 550,000 normalised names; as a Map of strings they cost about 70 MB of heap, packed about 20 MB,
 * and the packed form crosses from the process that builds it as a handful of byte arrays.
 */
export interface PackedNames {
  /** The names in ascending (UTF-16 code unit) order, UTF-8, one after the other. */
  text: Uint8Array;
  /** Where each name ends in `text` (name `i` starts where name `i - 1` ends). */
  textEnds: Uint32Array;
  /** The place numbers of every name, in name order. */
  places: Int32Array;
  /** Where each name's places end in `places`. */
  placeEnds: Uint32Array;
}

/** Packs `index` (each name's place, or places). */
export function packNames(index: ReadonlyMap<string, number | readonly number[]>): PackedNames {
  const names = [...index.keys()].sort();
  const encoder = new TextEncoder();
  const encoded = names.map((name) => encoder.encode(name));
  const text = new Uint8Array(encoded.reduce((sum, bytes) => sum + bytes.length, 0));
  const textEnds = new Uint32Array(names.length);
  const placeEnds = new Uint32Array(names.length);
  let placeCount = 0;
  for (const found of index.values()) placeCount += typeof found === 'number' ? 1 : found.length;
  const places = new Int32Array(placeCount);
  let textAt = 0;
  let placeAt = 0;
  names.forEach((name, at) => {
    text.set(encoded[at]!, textAt);
    textAt += encoded[at]!.length;
    textEnds[at] = textAt;
    const found = index.get(name)!;
    for (const place of typeof found === 'number' ? [found] : found) places[placeAt++] = place;
    placeEnds[at] = placeAt;
  });
  return { text, textEnds, places, placeEnds };
}

const decoder = new TextDecoder();

/** Name `at` of `packed`. */
function nameAt(packed: PackedNames, at: number): string {
  const start = at === 0 ? 0 : packed.textEnds[at - 1]!;
  return decoder.decode(packed.text.subarray(start, packed.textEnds[at]));
}

/** How many names `packed` holds. */
export const packedNameCount = (packed: PackedNames): number => packed.textEnds.length;

/** The places `name` names in `packed` (none when it is not there): a binary search of the sorted names. */
export function placesOfName(packed: PackedNames, name: string): Int32Array {
  let low = 0;
  let high = packed.textEnds.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = nameAt(packed, middle);
    if (found < name) low = middle + 1;
    else if (found > name) high = middle - 1;
    else
      return packed.places.subarray(
        middle === 0 ? 0 : packed.placeEnds[middle - 1],
        packed.placeEnds[middle],
      );
  }
  return packed.places.subarray(0, 0);
}
