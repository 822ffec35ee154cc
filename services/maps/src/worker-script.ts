import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where a worker's code is (a child process here), and the Node options it needs to load it. */
export interface WorkerScript {
  filename: string;
  execArgv: string[];
}

/**
 * The worker `name` next to the calling module: the bundle's `<name>.js` in production (the build
 * bundles each `*.worker.ts` into dist/ beside index.js, where every bundled module's __dirname
 * points), else the TypeScript source, loaded through tsx as `npm start` and the tests run it.
 */
export function workerScript(directory: string, name: string): WorkerScript {
  const bundled = path.join(directory, `${name}.js`);
  if (existsSync(bundled)) return { filename: bundled, execArgv: [] };
  return { filename: path.join(directory, `${name}.ts`), execArgv: ['--import', 'tsx'] };
}
