/**
 * Walks JSON Schema documents (openapi.yaml, or a zod schema turned into JSON Schema) for the
 * contract tests on string lengths. Test support only: nothing in the product imports it.
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a schema that admits strings: `type: string` or a type list holding `string`. */
export function isStringSchema(node: unknown): node is Node {
  if (!isNode(node)) return false;
  const { type } = node;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** Formats whose values have a fixed (or fixed-bounded) length, so a maxLength adds nothing. */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'date-time']);

/**
 * Why a string schema may go without `maxLength`, or null when it may not: its values are listed
 * (`enum`, `const`), its format fixes the length (a UUID, an RFC 3339 time stamp), or it describes
 * binary content (`contentMediaType`: a file, bounded in bytes by the body limits, not in characters).
 */
export function maxLengthExemption(schema: Node): string | null {
  if ('enum' in schema) return 'enum';
  if ('const' in schema) return 'const';
  if (typeof schema.format === 'string' && FIXED_LENGTH_FORMATS.has(schema.format)) return 'format';
  if ('contentMediaType' in schema) return 'binary';
  return null;
}

/** Every string schema inside `node`, each with the path of keys that leads to it. */
export function findStringSchemas(node: unknown, at = '#'): { at: string; schema: Node }[] {
  const found: { at: string; schema: Node }[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}/${index}`));
    if (!isNode(value)) return;
    if (isStringSchema(value)) found.push({ at: path, schema: value });
    for (const [key, child] of Object.entries(value)) walk(child, `${path}/${key}`);
  };
  walk(node, at);
  return found;
}

/** Follows a local `$ref` (`#/components/schemas/X`, `#/$defs/X`) inside `root`. */
export function resolveRef(root: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), root);
}

/**
 * The `maxLength` of every string field of an object schema, keyed by where the field sits:
 * `name`, `customFields[]` (array items), `customData{}` (map values), `customData{key}` (map keys).
 * `$ref`s are followed in `root`; `anyOf`/`oneOf`/`allOf` branches (nullable, unions) share the
 * field's key. Fields without a maxLength are absent.
 */
export function maxLengthsByField(schema: unknown, root: unknown): Map<string, number> {
  const lengths = new Map<string, number>();
  const walk = (value: unknown, field: string) => {
    if (!isNode(value)) return;
    if (typeof value.$ref === 'string') walk(resolveRef(root, value.$ref), field);
    if (isStringSchema(value) && typeof value.maxLength === 'number') lengths.set(field, value.maxLength);
    for (const branch of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = value[branch];
      if (Array.isArray(branches)) branches.forEach((item) => walk(item, field));
    }
    if (isNode(value.properties)) {
      for (const [name, child] of Object.entries(value.properties)) {
        walk(child, field === '' ? name : `${field}.${name}`);
      }
    }
    walk(value.items, `${field}[]`);
    walk(value.additionalProperties, `${field}{}`);
    walk(value.propertyNames, `${field}{key}`);
  };
  walk(schema, '');
  return lengths;
}
