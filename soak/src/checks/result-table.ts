// The soak's verdict as a table: one row per check with pass or fail and its figures, then what
// failed, so the closing lines of a run say everything at a glance.
import type { CheckResult } from './loss-check';

export interface NamedCheck extends CheckResult {
  name: string;
}

export function resultTable(checks: NamedCheck[]): string {
  const nameWidth = Math.max(5, ...checks.map((check) => check.name.length));
  const lines = [
    `| ${'check'.padEnd(nameWidth)} | result | figures |`,
    `|${'-'.repeat(nameWidth + 2)}|--------|---------|`,
    ...checks.map(
      (check) => `| ${check.name.padEnd(nameWidth)} | ${check.ok ? 'pass  ' : 'FAIL  '} | ${check.summary} |`,
    ),
  ];
  for (const check of checks.filter((entry) => entry.problems.length > 0)) {
    lines.push('', `${check.name}:`);
    for (const problem of check.problems) lines.push(`  - ${problem}`);
  }
  return lines.join('\n');
}
