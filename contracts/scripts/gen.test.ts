import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

describe('generated OpenAPI types', () => {
  // Runs the real `gen --check` (openapi-typescript and prettier are ESM underneath, so in a child
  // process rather than inside jest): the test run fails whenever openapi.yaml changed without `npm run gen`.
  it('match the committed src/generated/openapi.ts', async () => {
    const { stdout } = await run(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/gen.ts', '--check'],
      {
        cwd: path.resolve(__dirname, '..'),
      },
    );
    expect(stdout).toContain('is up to date');
  }, 60_000);
});
