import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GENERATED_PATH, OPENAPI_PATH, generateTypes } from './generate-types';

/**
 * `npm run gen` writes src/generated/openapi.ts from openapi.yaml.
 * `npm run gen:check` regenerates in memory and exits 1 when the committed file is stale.
 * `--spec <yaml>` and `--out <ts>` name other files (the generator's own tests use them).
 */
async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { check: { type: 'boolean' }, spec: { type: 'string' }, out: { type: 'string' } },
  });
  const specPath = values.spec ? path.resolve(values.spec) : OPENAPI_PATH;
  const outPath = values.out ? path.resolve(values.out) : GENERATED_PATH;
  const generated = await generateTypes(specPath);
  const relative = path.relative(process.cwd(), outPath);
  if (values.check) {
    const committed = await readFile(outPath, 'utf8').catch(() => null);
    if (committed !== generated) {
      console.error(
        `${relative} is stale: openapi.yaml changed without regenerating. Run \`npm run gen\` and commit.`,
      );
      process.exit(1);
    }
    console.log(`${relative} is up to date.`);
    return;
  }
  await mkdir(path.dirname(outPath), { recursive: true });
  await writeFile(outPath, generated);
  console.log(`Wrote ${relative}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
