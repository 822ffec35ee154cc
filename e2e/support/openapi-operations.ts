// Reads contracts/openapi.yaml when a test runs (not a copy), so a route added to the contract is
// covered by the tests that walk it without touching them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const OPENAPI_PATH = resolve(__dirname, '..', '..', 'contracts', 'openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A JSON Schema node of the document, `$ref`s already followed. */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `post /api/maps/{mapId}/locations`, for failure messages. */
  label: string;
  method: (typeof METHODS)[number];
  /** The path template, `/api/maps/{mapId}/locations`. */
  path: string;
  parameters: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body: { mediaType: string; schema: Schema } | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces every local `$ref` by (a copy of) what it points to, recursively. */
function dereference(root: Node, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(root, item));
  if (!isNode(value)) return value;
  if (typeof value.$ref === 'string') {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), root);
    return dereference(root, target);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(root, item)]));
}

function toParameter(value: unknown): Parameter {
  const parameter = value as Node;
  return {
    name: String(parameter.name),
    in: parameter.in as Parameter['in'],
    required: parameter.required === true,
    schema: isNode(parameter.schema) ? parameter.schema : {},
  };
}

function toBody(requestBody: unknown): Operation['body'] {
  if (!isNode(requestBody) || !isNode(requestBody.content)) return null;
  const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
  if (!mediaType || !isNode(media)) return null;
  return { mediaType, schema: isNode(media.schema) ? media.schema : {} };
}

/** Every operation of openapi.yaml, with path-level and operation-level parameters merged. */
export function readOperations(): Operation[] {
  const root = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Node;
  const document = dereference(root, root) as { paths: Record<string, Node> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => isNode(item[method])).map((method) => {
      const operation = item[method] as Node;
      const shared = Array.isArray(item.parameters) ? item.parameters : [];
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      // An operation's own parameter replaces a path-level one of the same name and place.
      const byKey = new Map([...shared, ...own].map(toParameter).map((p) => [`${p.in} ${p.name}`, p]));
      const parameters = [...byKey.values()];
      return { label: `${method} ${path}`, method, path, parameters, body: toBody(operation.requestBody) };
    }),
  );
}
