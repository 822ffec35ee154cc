/**
 * Unique, non-empty column names from a header row, in order: an empty header becomes "Column N"
 * (its 1-based position) and a repeated one gets " (2)", " (3)"..., so every column can be mapped.
 */
export function columnNames(header: string[]): string[] {
  const taken = new Set<string>();
  return header.map((cell, index) => {
    const base = cell.trim() || `Column ${index + 1}`;
    let name = base;
    for (let copy = 2; taken.has(name); copy += 1) name = `${base} (${copy})`;
    taken.add(name);
    return name;
  });
}
