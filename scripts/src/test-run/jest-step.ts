import { existsSync, readFileSync, rmSync } from 'node:fs';
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

/** How long jest may take to exit once it has written its report (its global teardown included). */
const EXIT_GRACE_MS = 30_000;

/**
 * Runs one jest project and reads its counts from jest's JSON report. With `node`, jest runs on that
 * binary, its workers too (they fork process.execPath), and it comes first on PATH, so a test's
 * child `node` is that version as well. `env` is added to the environment jest runs in.
 *
 * Jest writes the report when the last test has finished. A handle a test left open (a timer, a
 * connection) would then keep it running for as long as the handle lives, minutes or for ever:
 * past EXIT_GRACE_MS it is stopped, said so, and the report decides the outcome. `timeoutMs` bounds
 * the whole run.
 */
export async function runJestProject(
  project: string,
  extraArgs: string[] = [],
  options: { node?: string; env?: Record<string, string>; timeoutMs?: number } = {},
) {
  const tag = options.node ? `${project}-alt-node` : project;
  const report = join(tmpdir(), `groupmap-jest-${tag}-${process.pid}.json`);
  rmSync(report, { force: true });
  const jestArgs = ['--selectProjects', project, '--json', `--outputFile=${report}`, ...extraArgs];
  const node = options.node ?? process.execPath;
  let reportSeenAt: number | undefined;
  let stoppedAfterReport = false;
  const code = await run(
    node,
    [JEST_BIN, ...jestArgs],
    { ...options.env, PATH: [dirname(node), process.env.PATH].join(delimiter) },
    {
      timeoutMs: options.timeoutMs,
      watch: (stop) => {
        if (reportSeenAt === undefined) {
          if (existsSync(report)) reportSeenAt = Date.now();
        } else if (!stoppedAfterReport && Date.now() - reportSeenAt > EXIT_GRACE_MS) {
          stoppedAfterReport = true;
          console.error(
            `[test] jest (${project}) finished its tests but had not exited ${EXIT_GRACE_MS / 1000} s later ` +
              '(a test left a handle open; `--detectOpenHandles` names it): stopped',
          );
          stop();
        }
      },
    },
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as JestSummary;
    rmSync(report, { force: true });
    return {
      ok: (code === 0 || stoppedAfterReport) && summary.success,
      passed: summary.numPassedTests,
      failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites,
    };
  } catch {
    return { ok: false, passed: 0, failed: 1 };
  }
}
