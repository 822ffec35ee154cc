// Every viewer still joined holds what a fresh read of its map shows, and no viewer ever received a
// change whose sequence did not go up.
import type { ConvergenceReport } from '../protocol';
import type { CheckResult } from './loss-check';

export function checkConvergence(reports: ConvergenceReport[]): CheckResult {
  const sum = (pick: (report: ConvergenceReport) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const viewers = sum((report) => report.viewers);
  const converged = sum((report) => report.converged);
  return {
    ok: viewers > 0 && converged === viewers,
    summary: `${converged} of ${viewers} viewers converged (${sum((report) => report.connected)} joined)`,
    problems: reports.flatMap((report) => report.mismatches).slice(0, 10),
  };
}

export function checkSequences(reports: ConvergenceReport[]): CheckResult {
  const violations = reports.reduce((total, report) => total + report.sequenceViolations, 0);
  return {
    ok: violations === 0,
    summary: violations === 0 ? 'every viewer: only up' : `${violations} viewers saw a sequence go back`,
    problems: reports.flatMap((report) => report.sequenceExamples).slice(0, 10),
  };
}
