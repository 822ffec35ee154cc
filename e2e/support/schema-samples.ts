// Values read off an OpenAPI schema for the bad-input sweep: a valid sample of it, whether a path
// parameter is a row id, and a text one character over its cap.
import { randomUUID } from 'node:crypto';
import type { Schema } from './openapi-operations';

/** Length of an "overlong" value when the schema gives no cap. */
const UNCAPPED_OVERLONG = 10_000;

/** The string branch of a schema (`type: [string, null]`, `oneOf: [number, string]`), if it has one. */
function stringBranch(schema: Schema): Schema | undefined {
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return schema;
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as Schema[] | undefined;
  return branches?.map(stringBranch).find((branch) => branch !== undefined);
}

/** One character longer than the schema's cap (a long text when it has none). */
export function overlong(schema: Schema, character = 'x'): string {
  const max = stringBranch(schema)?.maxLength;
  return character.repeat(typeof max === 'number' ? max + 1 : UNCAPPED_OVERLONG);
}

/** True for a row id in a path: its pattern takes digits and nothing else. */
export function isNumeric(schema: Schema): boolean {
  if (typeof schema.pattern !== 'string') return false;
  const pattern = new RegExp(schema.pattern);
  return pattern.test('1') && !pattern.test('sample');
}

/** A valid value for a schema: null where allowed, the first listed value, a matching string, 1, false, []... */
export function sampleOf(schema: Schema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as Schema[] | undefined;
  // A field that may be null is valid empty, whatever rules its text would have to follow.
  if (branches?.some((branch) => branch.type === 'null')) return null;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return null;
  if (branches) return sampleOf(branches[0] ?? {});
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => sampleOf(part)));
  }
  const type = schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, sampleOf(child)]));
  }
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'sweep@example.com';
  if (schema.format === 'date-time') return new Date().toISOString();
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  const text = ['sample', '1', ''].find((candidate) => !pattern || pattern.test(candidate)) ?? 'sample';
  return typeof schema.minLength === 'number' ? text.padEnd(schema.minLength, 'x') : text;
}
