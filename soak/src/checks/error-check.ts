// No 5xx, no refusal and no unanswered request outside a fault's window. A request counts as inside
// a window when any part of it (from sending to its answer) overlaps the window, so one sent just
// before a fault and answered by it is the fault's. A window that never closed (the platform did
// not recover) covers the rest of the run, and fails the recovery check instead.
import type { FaultWindow } from '../faults';
import type { RequestError } from '../protocol';
import type { CheckResult } from './loss-check';

export function insideWindow(
  error: Pick<RequestError, 'sentAt' | 'doneAt'>,
  windows: FaultWindow[],
): boolean {
  return windows.some(
    (window) => error.doneAt >= window.startAt && error.sentAt <= (window.endAt ?? Number.POSITIVE_INFINITY),
  );
}

export function checkErrors(errors: RequestError[], windows: FaultWindow[]): CheckResult {
  const outside = errors.filter((error) => !insideWindow(error, windows));
  const describe = (error: RequestError) =>
    `${error.what}: ${error.status ?? error.outcome}${error.detail ? ` ${error.detail.slice(0, 120)}` : ''} at ${new Date(error.sentAt).toISOString()}`;
  return {
    ok: outside.length === 0,
    summary: `${outside.length} outside fault windows (${errors.length - outside.length} inside)`,
    problems: outside.slice(0, 10).map(describe),
  };
}

/** Every fault's window closed, within `limitMs` when the run sets one. */
export function checkRecovery(windows: FaultWindow[], limitMs: number | undefined): CheckResult {
  const problems: string[] = [];
  const lengths = windows.map((window) => {
    if (window.endAt === undefined) {
      problems.push(`${window.kind}: never recovered (${window.action})`);
      return undefined;
    }
    const ms = window.endAt - window.startAt;
    if (limitMs !== undefined && ms > limitMs)
      problems.push(`${window.kind}: ${(ms / 1000).toFixed(1)} s, over ${limitMs / 1000} s`);
    return `${window.kind} ${(ms / 1000).toFixed(1)} s`;
  });
  return {
    ok: problems.length === 0,
    summary: lengths.map((length, index) => length ?? `${windows[index]!.kind} -`).join(', ') || 'no faults',
    problems,
  };
}
