import { readFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

/** Where the contract lives and where its generated types are committed. */
export const OPENAPI_PATH = path.resolve(__dirname, '..', 'openapi.yaml');
export const GENERATED_PATH = path.resolve(__dirname, '..', 'src', 'generated', 'openapi.ts');

const HEADER =
  '// Generated from contracts/openapi.yaml by `npm run gen`. Do not edit: change the YAML and regenerate.\n\n';

/**
 * The generated types for an OpenAPI document (openapi.yaml unless told otherwise), formatted with
 * the repository's prettier settings so `npm run format` never changes the committed file.
 * `defaultNonNullable: false` keeps fields with a default optional (toolchain-notes.md).
 */
export async function generateTypes(specPath: string = OPENAPI_PATH): Promise<string> {
  const yaml = await readFile(specPath, 'utf8');
  const ast = await openapiTS(yaml, { defaultNonNullable: false, alphabetize: false });
  const options = (await resolveConfig(GENERATED_PATH)) ?? {};
  return format(HEADER + astToString(ast), { ...options, filepath: GENERATED_PATH });
}
