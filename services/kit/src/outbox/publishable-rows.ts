import type { OutboxRow, PendingSequence } from './outbox-types';

/**
 * The claimed rows that may be published now, in publishing order: for each aggregate, the claimed
 * rows that continue its run of pending sequences from the lowest one, stopping at the first pending
 * row this batch did not claim (not due yet, or locked by another relay). This is what keeps sequence
 * n+1 from leaving before n, even with several relays claiming rows with SKIP LOCKED at once.
 * Aggregates keep the order in which their first row was claimed.
 */
export function publishableRows(
  claimed: readonly OutboxRow[],
  pending: readonly PendingSequence[],
): OutboxRow[] {
  const claimedByAggregate = new Map<string, Map<number, OutboxRow>>();
  for (const row of claimed) {
    const rows = claimedByAggregate.get(row.aggregateId) ?? new Map<number, OutboxRow>();
    rows.set(row.sequence, row);
    claimedByAggregate.set(row.aggregateId, rows);
  }

  const pendingByAggregate = new Map<string, number[]>();
  for (const { aggregateId, sequence } of pending) {
    const sequences = pendingByAggregate.get(aggregateId) ?? [];
    sequences.push(sequence);
    pendingByAggregate.set(aggregateId, sequences);
  }

  const result: OutboxRow[] = [];
  for (const [aggregateId, rows] of claimedByAggregate) {
    const sequences = (pendingByAggregate.get(aggregateId) ?? []).sort((a, b) => a - b);
    for (const sequence of sequences) {
      const row = rows.get(sequence);
      if (!row) break;
      result.push(row);
    }
  }
  return result;
}
