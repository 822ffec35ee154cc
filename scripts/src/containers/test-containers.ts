// `npm run test:containers` (also a step of `npm test`): the images, docker-compose.yml and the
// backup procedure tested for real with podman. Installs what it needs, builds the local base and
// stand-in images, every deployable's image (frontends from the dist/ already built), brings the
// stack up, runs the smoke test, restarts maps, backs up and restores into a fresh stack, and tears
// everything down. Where podman cannot run, it fails and says why.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBaseImages, NODE_IMAGE } from './base-images';
import { backUp, restoreInto } from './backup-restore';
import { composeProject, type ComposeProject } from './compose';
import { writeComposeSecrets } from './compose-secrets';
import { buildImages, DEPLOYABLES } from './images';
import { resolveFreePorts } from '../runner/ports';
import { REPO_ROOT } from './paths';
import { CACHE_DIR, checkPodmanRuns, ensurePodmanPackages, startPodmanApi } from './podman';
import { waitForReady } from './eventually';
import { checkRecord, runSmokeTest } from './smoke-test';

/** Reset when the test starts: `npm test` loads this module long before it runs it. */
let startedAt = Date.now();
const log = (line: string) =>
  console.log(`[containers] ${Math.round((Date.now() - startedAt) / 1000)}s ${line}`);

async function timed<T>(what: string, body: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await body();
  log(`${what} (${Math.round((Date.now() - started) / 100) / 10} s)`);
  return result;
}

/** Removes a project's containers, network and volumes, whatever state it is in. */
async function tearDown(project: ComposeProject): Promise<void> {
  await project.run(['down', '--volumes', '--remove-orphans', '--timeout', '5']);
}

export async function testContainers(): Promise<void> {
  startedAt = Date.now();
  const missingDist = DEPLOYABLES.filter(
    ({ kind, name }) => kind === 'frontend' && !existsSync(join(REPO_ROOT, name, 'dist', 'index.html')),
  ).map(({ name }) => name);
  if (missingDist.length > 0) {
    throw new Error(
      `build the frontends first (npm run build:frontends): no dist/ in ${missingDist.join(', ')}`,
    );
  }
  await timed('podman, runc, mmdebstrap, docker-compose present', () => ensurePodmanPackages(log));
  await timed('base and stand-in images ready', () => ensureBaseImages(log));
  await checkPodmanRuns(NODE_IMAGE);
  const images = await timed('nine images built', () => buildImages(log));
  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  log(
    `image sizes: ${images.map((image) => `${image.name} ${(image.bytes / 1e6).toFixed(0)} MB`).join(', ')}; ${(total / 1e6).toFixed(0)} MB in all (shared layers counted once per image)`,
  );
  writeComposeSecrets(join(REPO_ROOT, 'secrets'));

  // Host ports free right now, so the stacks run beside `npm start` and anything else on the machine.
  const ports = await resolveFreePorts({ gatewayPort: 0, mailWebPort: 0 });
  const urls = {
    baseUrl: `http://localhost:${ports.gatewayPort}`,
    mailUrl: `http://localhost:${ports.mailWebPort}`,
  };
  const api = await startPodmanApi();
  const settings = { dockerHost: api.dockerHost, ...ports };
  const stack = composeProject('groupmap-test', settings);
  const restored = composeProject('groupmap-restore', settings);
  const backupDir = mkdtempSync(join(CACHE_DIR, 'backup-'));
  try {
    // Leftovers of an interrupted earlier run would hold the ports and the old data.
    await tearDown(stack);
    await tearDown(restored);
    await timed('stack up: migrations done, every service ready', async () => {
      await stack.runOrThrow(['up', '-d', '--no-build'], 'docker-compose up');
      await waitForReady(urls.baseUrl);
    });
    const record = await timed('smoke test passed', () => runSmokeTest(stack, urls, log));

    await timed('maps restarted, everything still there', async () => {
      await stack.runOrThrow(['restart', 'maps'], 'restarting maps');
      await waitForReady(urls.baseUrl);
      await checkRecord(urls.baseUrl, record);
    });
    await timed('down and up again (named volumes), everything still there', async () => {
      await stack.runOrThrow(['down', '--timeout', '5'], 'docker-compose down');
      await stack.runOrThrow(['up', '-d', '--no-build'], 'docker-compose up again');
      await waitForReady(urls.baseUrl);
      await checkRecord(urls.baseUrl, record);
    });
    const files = await timed('backed up Postgres (per schema) and the S3 volume', () =>
      backUp(stack, backupDir),
    );
    log(`backup: ${files.map((file) => file.slice(backupDir.length + 1)).join(', ')}`);
    await tearDown(stack);
    await timed('restored into a fresh stack, everything there', async () => {
      await restoreInto(restored, backupDir);
      await waitForReady(urls.baseUrl);
      await checkRecord(urls.baseUrl, record);
    });
  } catch (error) {
    for (const project of [stack, restored]) {
      const logs = await project.logs(30);
      if (logs.trim()) console.error(`[containers] last log lines of ${project.name}:\n${logs}`);
    }
    throw error;
  } finally {
    await tearDown(stack);
    await tearDown(restored);
    await api.stop();
    rmSync(backupDir, { recursive: true, force: true });
  }
  log('done');
}

if (require.main === module) {
  testContainers().catch((error: unknown) => {
    console.error(`[containers] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
