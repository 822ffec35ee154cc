import type { LedgerEntry } from '../protocol';
import { checkLoss, type StoredLocation } from './loss-check';

const at = { sentAt: 1, doneAt: 2 };
const add = (name: string, outcome: LedgerEntry['outcome'], id?: number): LedgerEntry => ({
  kind: 'add',
  mapId: 1,
  name,
  outcome,
  id,
  ...at,
});
const row = (id: number, name: string, state = 'published'): StoredLocation => ({
  id,
  mapId: 1,
  name,
  state,
});

describe('checkLoss', () => {
  it('passes when every acknowledged add is stored once, edits hold and deletes are gone', () => {
    const ledger: LedgerEntry[] = [
      add('a', 'ack', 1),
      add('b', 'ack', 2),
      { kind: 'edit', mapId: 1, id: 1, name: 'a2', outcome: 'ack', ...at },
      { kind: 'delete', mapId: 1, id: 2, outcome: 'ack', ...at },
      add('c', 'lost'),
      add('d', 'refused'),
    ];
    const result = checkLoss(ledger, [row(1, 'a2'), row(2, 'b', 'deleted'), row(3, 'c')]);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.summary).toContain('2 adds, 1 edits, 1 deletes acknowledged; 1 adds unknown');
  });

  it('fails on a lost acknowledged add, a duplicate, and a written refusal', () => {
    const result = checkLoss(
      [add('a', 'ack', 1), add('b', 'ack', 2), add('c', 'refused'), add('d', 'failed')],
      [row(2, 'b'), row(5, 'b'), row(6, 'c'), row(7, 'd'), row(8, 'd')],
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      'acknowledged add "a" (id 1) is not in the database',
      'acknowledged add "b" is in the database 2 times',
      'refused add "c" was written',
      'unknown add "d" is in the database 2 times',
    ]);
  });

  it('fails when an acknowledged edit or delete did not hold, but allows an unanswered later edit', () => {
    const edit = (id: number, name: string, outcome: LedgerEntry['outcome']): LedgerEntry => ({
      kind: 'edit',
      mapId: 1,
      id,
      name,
      outcome,
      ...at,
    });
    const result = checkLoss(
      [
        add('a', 'ack', 1),
        edit(1, 'a2', 'ack'),
        add('b', 'ack', 2),
        edit(2, 'b2', 'ack'),
        edit(2, 'b3', 'lost'),
        add('c', 'ack', 3),
        { kind: 'delete', mapId: 1, id: 3, outcome: 'ack', ...at },
        add('e', 'ack', 4),
      ],
      [row(1, 'a'), row(2, 'b3'), row(3, 'c'), row(4, 'e', 'deleted')],
    );
    expect(result.problems).toEqual([
      'location 1 is named "a", its last acknowledged edit "a2"',
      'location 4 ("e") was deleted though no delete of it was sent',
      'acknowledged delete of location 3: it is still published',
    ]);
  });

  it('counts the rows of committed imports', () => {
    const imported: LedgerEntry = { kind: 'import', mapId: 9, rows: 2, outcome: 'ack', ...at };
    const rows = [{ id: 10, mapId: 9, name: 'x', state: 'published' }];
    expect(checkLoss([imported], rows).problems).toEqual([
      'map 9: 1 imports of 2 rows in all left 1 locations',
    ]);
    expect(checkLoss([imported], [...rows, { ...rows[0]!, id: 11, name: 'y' }]).ok).toBe(true);
  });
});
