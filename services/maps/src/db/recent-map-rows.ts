/**
 * The map rows recentMapRead keeps (recent-map-reads.ts), apart so that map-repository can forget a
 * row it changes without importing the reader, which imports it.
 */
export const recentMapRows = new Map<number, unknown>();

/** Forgets map `id`'s kept row: this process changed or deleted it. */
export function forgetRecentMapRead(id: number): void {
  recentMapRows.delete(id);
}
