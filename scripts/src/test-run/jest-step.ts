import { readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { run } from './step';

const JEST_BIN = join(resolve(__dirname, '..', '..', '..'), 'node_modules', 'jest', 'bin', 'jest.js');

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  success: boolean;
}

/**
 * Runs one jest project and reads its counts from jest's JSON report. With `node`, jest runs on that
 * binary, its workers too (they fork process.execPath), and it comes first on PATH, so a test's
 * child `node` is that version as well. `env` is added to the environment jest runs in.
 */
export async function runJestProject(
  project: string,
  extraArgs: string[] = [],
  options: { node?: string; env?: Record<string, string> } = {},
) {
  const tag = options.node ? `${project}-alt-node` : project;
  const report = join(tmpdir(), `groupmap-jest-${tag}-${process.pid}.json`);
  const jestArgs = ['--selectProjects', project, '--json', `--outputFile=${report}`, ...extraArgs];
  const code = options.node
    ? await run(options.node, [JEST_BIN, ...jestArgs], {
        ...options.env,
        PATH: [dirname(options.node), process.env.PATH].join(delimiter),
      })
    : await run('npx', ['jest', ...jestArgs], options.env);
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
