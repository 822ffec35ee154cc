#!/usr/bin/env node
// Entry of `npm start` and `npm test` on a fresh clone: it uses only Node's standard library, so it
// can run before any dependency is installed. It installs dependencies when they are missing or older
// than the lockfile, then hands over to the TypeScript runner (scripts/src/<command>.ts), run by Node
// with tsx's loader. Not through tsx's own command: it relays signals to its child and SIGKILLs a child
// slow to answer one, which left a stopping platform's processes running without their runner.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const command = process.argv[2];
const runners = { start: 'scripts/src/start.ts', test: 'scripts/src/test.ts' };
if (!runners[command]) {
  console.error(`usage: node scripts/bootstrap.js <${Object.keys(runners).join('|')}> [args]`);
  process.exit(2);
}

function needsInstall() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(marker)) return true;
  const lock = path.join(root, 'package-lock.json');
  return fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
}

if (needsInstall()) {
  console.log('[groupmap] installing dependencies (npm install)...');
  // `npm ci` refuses lockfiles written on this platform (see docs/decisions.md), so install.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const runner = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, runners[command]), ...process.argv.slice(3)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C in a terminal reaches the runner directly (same process group); a signal sent to this
// process alone (by npm or a supervisor) is passed on. Either way this process waits for the runner
// to finish stopping the platform, so the prompt does not return while it is still shutting down.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (runner.exitCode === null) runner.kill(signal);
  });
}
runner.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
