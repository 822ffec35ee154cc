// Step 3: build each frontend unless its dist/ is up to date. Sequential on purpose: one rspack
// build already uses the machine's two cores.
import { existsSync } from 'node:fs';
import { DEPLOYABLES, type FrontendName } from '@groupmap/contracts';
import { join } from 'node:path';
import { frontendInputs, hashInputs, isUpToDate, writeStamp } from './build-stamp';
import type { Output } from './output';
import { runCaptured } from './run-captured';
import { StepFailure } from './step-failure';

/** The frontends (contracts' registry): folder (also the process name) and workspace. */
export const FRONTENDS = DEPLOYABLES.filter((entry) => entry.kind === 'frontend').map((entry) => ({
  app: entry.name,
  workspace: entry.workspace,
}));

export type { FrontendName };

/** A frontend counts as built when its dist/ has a page (the shell) or a manifest (a remote). */
export function isBuilt(rootDir: string, app: string): boolean {
  const distDir = join(rootDir, app, 'dist');
  return existsSync(join(distDir, 'index.html')) || existsSync(join(distDir, 'mf-manifest.json'));
}

/** Builds every stale frontend; with `build` off, only reports which dist folders exist. */
export async function buildFrontends(
  rootDir: string,
  build: boolean,
  output: Output,
  abort?: AbortSignal,
): Promise<void> {
  if (!build) {
    const missing = FRONTENDS.filter(({ app }) => !isBuilt(rootDir, app));
    const note =
      missing.length === 0 ? '' : `; not built, not served: ${missing.map(({ app }) => app).join(', ')}`;
    output.step('Frontends', `build skipped (--no-build)${note}`);
    return;
  }
  for (const { app, workspace } of FRONTENDS) {
    const distDir = join(rootDir, app, 'dist');
    const hash = hashInputs(rootDir, frontendInputs(app));
    if (isUpToDate(distDir, hash)) {
      output.step('Frontends', `${app} up to date`);
      continue;
    }
    output.step('Frontends', `building ${app}…`);
    const result = await runCaptured('npm', ['run', 'build', '-w', workspace], { cwd: rootDir, abort });
    if (result.code !== 0) throw new StepFailure(`the ${app} build failed`, result.output);
    writeStamp(distDir, hash);
    output.step('Frontends', `${app} built in ${result.seconds} s`);
  }
}
