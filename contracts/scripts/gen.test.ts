import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CONTRACTS_DIR = path.resolve(__dirname, '..');
const COMMITTED = path.join(CONTRACTS_DIR, 'src', 'generated', 'openapi.ts');
/** Each run starts tsx, openapi-typescript and prettier in a child process. */
const RUN_TIMEOUT_MS = 60_000;

/**
 * Runs the real `scripts/gen.ts` (openapi-typescript and prettier are ESM underneath, so in a child
 * process rather than inside jest). Resolves with its exit code and output, whatever the code.
 */
async function gen(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/gen.ts', ...args],
      {
        cwd: CONTRACTS_DIR,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A small OpenAPI document: one required field, one with a default, one nullable. */
const FIXTURE_SPEC = `openapi: 3.1.0
info: { title: fixture, version: '1' }
paths: {}
components:
  schemas:
    Widget:
      type: object
      required: [name]
      properties:
        name: { type: string, description: The widget's name. }
        enabled: { type: boolean, default: false }
        note: { type: [string, 'null'] }
`;

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'groupmap-gen-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('the OpenAPI type generator (scripts/gen.ts)', () => {
  it(
    'finds the committed src/generated/openapi.ts up to date with openapi.yaml',
    async () => {
      const result = await gen('--check');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('is up to date');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails the check, naming the file, when the generated types differ from the committed ones',
    async () => {
      const stale = path.join(workDir, 'stale-openapi.ts');
      await writeFile(stale, `${await readFile(COMMITTED, 'utf8')}\nexport type Extra = string;\n`);
      const result = await gen('--check', '--out', stale);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('stale-openapi.ts is stale');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'writes formatted types that keep defaulted fields optional and required ones required',
    async () => {
      const spec = path.join(workDir, 'widget.yaml');
      const out = path.join(workDir, 'widget.ts');
      await writeFile(spec, FIXTURE_SPEC);
      const result = await gen('--spec', spec, '--out', out);
      expect(result.code).toBe(0);
      const types = await readFile(out, 'utf8');
      expect(types.startsWith('// Generated from contracts/openapi.yaml by `npm run gen`.')).toBe(true);
      const widget = types.slice(types.indexOf('Widget: {'));
      expect(widget).toMatch(/\/\*\* @description The widget's name\. \*\/\s+name: string;/);
      expect(widget).toMatch(/\benabled\?: boolean;/);
      expect(widget).toMatch(/\bnote\?: string \| null;/);
      // The repository's prettier settings (single quotes, trailing commas) were applied.
      expect(types).not.toContain('"');
    },
    RUN_TIMEOUT_MS,
  );
});
