import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { run } from './step';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  success: boolean;
}

/** Runs one jest project and reads its counts from jest's JSON report. */
export async function runJestProject(project: string, extraArgs: string[] = []) {
  const report = join(tmpdir(), `groupmap-jest-${project}-${process.pid}.json`);
  const code = await run('npx', [
    'jest',
    '--selectProjects',
    project,
    '--json',
    `--outputFile=${report}`,
    ...extraArgs,
  ]);
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as JestSummary;
    rmSync(report, { force: true });
    return {
      ok: code === 0 && summary.success,
      passed: summary.numPassedTests,
      failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites,
    };
  } catch {
    return { ok: false, passed: 0, failed: 1 };
  }
}
