import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_PATH, generateTypes } from './generate-types';

/**
 * `npm run gen` writes src/generated/openapi.ts from openapi.yaml.
 * `npm run gen:check` regenerates in memory and exits 1 when the committed file is stale.
 */
async function main(check: boolean): Promise<void> {
  const generated = await generateTypes();
  const relative = path.relative(process.cwd(), GENERATED_PATH);
  if (check) {
    const committed = await readFile(GENERATED_PATH, 'utf8').catch(() => null);
    if (committed !== generated) {
      console.error(
        `${relative} is stale: openapi.yaml changed without regenerating. Run \`npm run gen\` and commit.`,
      );
      process.exit(1);
    }
    console.log(`${relative} is up to date.`);
    return;
  }
  await mkdir(path.dirname(GENERATED_PATH), { recursive: true });
  await writeFile(GENERATED_PATH, generated);
  console.log(`Wrote ${relative}.`);
}

main(process.argv.includes('--check')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
