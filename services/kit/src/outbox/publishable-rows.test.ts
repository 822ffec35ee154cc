import type { OutboxRow, PendingSequence } from './outbox-types';
import { publishableRows } from './publishable-rows';

function row(aggregateId: string, sequence: number): OutboxRow {
  return {
    id: `${aggregateId}-${sequence}`,
    type: 'maps.location.deleted.v1',
    aggregateId,
    sequence,
    payload: {},
    occurredAt: new Date(0),
    attempts: 0,
    requestId: null,
  };
}

function pending(aggregateId: string, ...sequences: number[]): PendingSequence[] {
  return sequences.map((sequence) => ({ aggregateId, sequence }));
}

const ids = (rows: OutboxRow[]) => rows.map((r) => r.id);

describe('publishableRows', () => {
  it('publishes every claimed row of an aggregate in sequence order', () => {
    const claimed = [row('a', 2), row('a', 1), row('a', 3)];
    expect(ids(publishableRows(claimed, pending('a', 1, 2, 3)))).toEqual(['a-1', 'a-2', 'a-3']);
  });

  it('holds back the rows after a pending sequence this batch did not claim', () => {
    const claimed = [row('a', 1), row('a', 3), row('a', 4)];
    expect(ids(publishableRows(claimed, pending('a', 1, 2, 3, 4)))).toEqual(['a-1']);
  });

  it('publishes nothing of an aggregate whose lowest pending row is held elsewhere', () => {
    const claimed = [row('a', 2), row('b', 7)];
    const result = publishableRows(claimed, [...pending('a', 1, 2), ...pending('b', 7)]);
    expect(ids(result)).toEqual(['b-7']);
  });

  it('lets a row follow an earlier sequence that is no longer pending (published or parked)', () => {
    expect(ids(publishableRows([row('a', 5)], pending('a', 5)))).toEqual(['a-5']);
  });
});
