// Nothing acknowledged is lost: every acknowledged add and edit is in the database exactly once,
// every acknowledged delete is gone from what anyone sees (its row kept as `deleted`), an add the
// platform refused (4xx) was not written, and an add whose answer never came (or was a 5xx) exists
// at most once. Committed imports wrote every row once. Pure: the caller reads the rows.
import type { LedgerEntry } from '../protocol';

export interface StoredLocation {
  id: number;
  mapId: number;
  name: string;
  state: string;
}

export interface CheckResult {
  ok: boolean;
  /** One line for the table. */
  summary: string;
  /** What failed, a few examples. */
  problems: string[];
}

const EXAMPLES = 5;

export function checkLoss(ledger: LedgerEntry[], stored: StoredLocation[]): CheckResult {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const byName = new Map<string, number>();
  for (const row of stored) byName.set(row.name, (byName.get(row.name) ?? 0) + 1);
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < EXAMPLES * 4) problems.push(text);
  };

  // Each location's names in order (added, then each acknowledged edit), and what may still change it.
  const names = new Map<number, string[]>();
  const uncertainEdits = new Map<number, string[]>();
  const deleted = new Set<number>();
  const maybeDeleted = new Set<number>();
  let adds = 0;
  let edits = 0;
  let deletes = 0;
  let unknown = 0;
  let imports = 0;
  const importedRows = new Map<number, { imports: number; rows: number; uncertain: number }>();
  for (const entry of ledger) {
    if (entry.kind === 'add' && entry.outcome === 'ack' && entry.id !== undefined) {
      adds += 1;
      names.set(entry.id, [entry.name]);
    } else if (entry.kind === 'edit') {
      if (entry.outcome === 'ack') {
        edits += 1;
        names.set(entry.id, [...(names.get(entry.id) ?? []), entry.name]);
      } else if (entry.outcome !== 'refused')
        uncertainEdits.set(entry.id, [...(uncertainEdits.get(entry.id) ?? []), entry.name]);
    } else if (entry.kind === 'delete') {
      if (entry.outcome === 'ack') {
        deletes += 1;
        deleted.add(entry.id);
      } else if (entry.outcome !== 'refused') maybeDeleted.add(entry.id);
    } else if (entry.kind === 'import') {
      // An import whose end was not seen may have written its rows, all of them or none.
      const sofar = importedRows.get(entry.mapId) ?? { imports: 0, rows: 0, uncertain: 0 };
      if (entry.outcome === 'ack') {
        imports += 1;
        importedRows.set(entry.mapId, {
          ...sofar,
          imports: sofar.imports + 1,
          rows: sofar.rows + entry.rows,
        });
      } else if (entry.outcome !== 'refused')
        importedRows.set(entry.mapId, { ...sofar, uncertain: sofar.uncertain + entry.rows });
    }
  }

  for (const entry of ledger) {
    if (entry.kind !== 'add') continue;
    const count = byName.get(entry.name) ?? 0;
    if (entry.outcome === 'ack') {
      const row = entry.id === undefined ? undefined : byId.get(entry.id);
      if (!row) problem(`acknowledged add "${entry.name}" (id ${entry.id}) is not in the database`);
      else if (count > 1) problem(`acknowledged add "${entry.name}" is in the database ${count} times`);
    } else if (entry.outcome === 'refused') {
      if (count > 0) problem(`refused add "${entry.name}" was written`);
    } else {
      unknown += 1;
      if (count > 1) problem(`unknown add "${entry.name}" is in the database ${count} times`);
    }
  }
  for (const [id, history] of names) {
    const row = byId.get(id);
    if (!row) continue; // reported above for adds; a seeded location's edits need a row too:
    if (deleted.has(id)) continue;
    const last = history[history.length - 1]!;
    const allowed = new Set([last, ...(uncertainEdits.get(id) ?? [])]);
    if (row.state === 'deleted' && !maybeDeleted.has(id))
      problem(`location ${id} ("${last}") was deleted though no delete of it was sent`);
    else if (!allowed.has(row.name) && history.length > 1)
      problem(`location ${id} is named "${row.name}", its last acknowledged edit "${last}"`);
  }
  for (const entry of ledger)
    if (entry.kind === 'edit' && entry.outcome === 'ack' && !byId.has(entry.id))
      problem(
        `acknowledged edit of location ${entry.id} ("${entry.name}"): the location is not in the database`,
      );
  for (const id of deleted) {
    const row = byId.get(id);
    if (row && row.state !== 'deleted')
      problem(`acknowledged delete of location ${id}: it is still ${row.state}`);
  }
  for (const [mapId, { imports: count, rows, uncertain }] of importedRows) {
    const found = stored.filter((row) => row.mapId === mapId && row.state !== 'deleted').length;
    if (found < rows || found > rows + uncertain)
      problem(`map ${mapId}: ${count} imports of ${rows} rows in all left ${found} locations`);
  }
  return {
    ok: problems.length === 0,
    summary: `${adds} adds, ${edits} edits, ${deletes} deletes acknowledged; ${unknown} adds unknown; ${imports} imports`,
    problems: problems.slice(0, EXAMPLES * 4),
  };
}
