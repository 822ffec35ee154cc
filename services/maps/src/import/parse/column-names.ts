/**
 * Unique, non-empty column names from a header row, in order: an empty header becomes "Column N"
 * (its 1-based position) and a repeated one gets " (2)", " (3)"..., so every column can be mapped.
 * Linear in the header's length: each base name remembers the next copy number to try, so a header
 * repeating one name 20,000 times does not test 1, 2, 3... copies again for every cell.
 */
export function columnNames(header: string[]): string[] {
  const taken = new Set<string>();
  const nextCopy = new Map<string, number>();
  return header.map((cell, index) => {
    const base = cell.trim() || `Column ${index + 1}`;
    let name = base;
    let copy = nextCopy.get(base) ?? 2;
    while (taken.has(name)) {
      name = `${base} (${copy})`;
      copy += 1;
    }
    nextCopy.set(base, copy);
    taken.add(name);
    return name;
  });
}
