import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import * as requests from './requests';
import * as rpc from './rpc';
import { findStringSchemas, maxLengthExemption } from './testing/string-schemas';

const document: unknown = parse(readFileSync(path.resolve(__dirname, '..', 'openapi.yaml'), 'utf8'));

/** Every zod schema a module exports, by export name. */
const zodSchemasOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

/** The strings of a schema (as JSON Schema, input side) that have neither a maxLength nor an exemption. */
function unboundedStrings(name: string, schema: unknown) {
  return findStringSchemas(schema, name)
    .filter(({ schema: string }) => typeof string.maxLength !== 'number' && !maxLengthExemption(string))
    .map(({ at }) => at);
}

describe('string lengths in the contracts', () => {
  it('gives every string schema and parameter of openapi.yaml a maxLength, save listed, fixed-format or binary ones', () => {
    expect(unboundedStrings('openapi.yaml#', document)).toEqual([]);
  });

  it('finds an unbounded string wherever it sits, so the check above can fail', () => {
    const sample = {
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
      schemas: {
        Note: { properties: { text: { type: ['string', 'null'] }, kind: { type: 'string', enum: ['a'] } } },
        Id: { type: 'string', format: 'uuid' },
      },
    };
    expect(unboundedStrings('sample', sample)).toEqual([
      'sample/parameters/0/schema',
      'sample/schemas/Note/properties/text',
    ]);
  });

  it.each([...zodSchemasOf(requests), ...zodSchemasOf(rpc)])(
    'caps every string of the zod schema %s',
    (name, schema) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      expect(unboundedStrings(name, json)).toEqual([]);
    },
  );
});
