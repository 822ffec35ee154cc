// The bad inputs the sweep throws at one operation: each parameter and each body property replaced in
// turn (control characters, a lone surrogate, one character over the cap, the wrong JSON type), then
// whole bodies that are empty, not JSON or not an object. Everything else in a probe is a valid
// sample, so the bad part travels as deep into the service as a client could send it.
import { randomUUID } from 'node:crypto';
import { hostileFiles, unterminatedForm } from './hostile-uploads';
import type { Operation, Parameter, Schema } from './openapi-operations';

/** One request of the sweep; `input` names what was bad in it, for the failure message. */
export interface Probe {
  input: string;
  /** Path and query, already percent-encoded (bad parts deliberately so). */
  url: string;
  headers: Record<string, string>;
  body?:
    { json: unknown } | { raw: string; contentType: string } | { multipart: Record<string, MultipartValue> };
}

/** A multipart field: text, or a file with its name, type and bytes. */
export type MultipartValue = string | { name: string; mimeType: string; buffer: Buffer };

/** A valid value for a parameter the schema alone cannot give (the owner's map id...), else undefined. */
export type Samples = (parameter: Parameter) => string | undefined;

/** Length of an "overlong" value when the schema gives no cap. */
const UNCAPPED_OVERLONG = 10_000;
const NUL_TEXT = 'bad\u0000value';

/** The string branch of a schema (`type: [string, null]`, `oneOf: [number, string]`), if it has one. */
function stringBranch(schema: Schema): Schema | undefined {
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return schema;
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as Schema[] | undefined;
  return branches?.map(stringBranch).find((branch) => branch !== undefined);
}

function overlong(schema: Schema, character = 'x'): string {
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

const sampleParameter = (parameter: Parameter, samples: Samples) =>
  samples(parameter) ?? String(sampleOf(parameter.schema));

/** Bad values of a path parameter, percent-encoded as they travel. */
function badPathValues(schema: Schema): [string, string][] {
  return [
    ['NUL', 'a%00b'],
    ['line feed', 'a%0Ab'],
    ['C1 control', 'a%C2%85b'],
    ['overlong', overlong(schema, isNumeric(schema) ? '9' : 'x')],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['encoded lone surrogate', '%ED%A0%80'],
    ['wrong type', isNumeric(schema) ? 'not-a-number' : '12345'],
  ];
}

/** Bad values of a query parameter as `name=value` pairs, percent-encoded as they travel. */
function badQueryPairs(name: string, schema: Schema): [string, string][] {
  return [
    ['NUL', `${name}=a%00b`],
    ['line feed', `${name}=a%0Ab`],
    ['overlong', `${name}=${overlong(schema)}`],
    ['repeated (an array)', `${name}=a&${name}=b`],
    ['bracketed (an object)', `${name}[key]=a`],
    ['empty', `${name}=`],
    ['malformed percent-encoding', `${name}=%E0%A4%A`],
  ];
}

/** Bad values of one JSON body property. */
function badPropertyValues(schema: Schema): [string, unknown][] {
  return [
    ['NUL', NUL_TEXT],
    ['escape and bell', 'bad\u001b[31m\u0007value'],
    ['lone surrogate', 'bad\ud800value'],
    ['overlong', overlong(schema)],
    ['a number', 12345],
    // Clean text inside, so the wrong type itself is what the service must answer.
    ['an object', { nested: 'value' }],
    ['an array', ['value']],
    ['null', null],
  ];
}

const WHOLE_JSON_BODIES: [string, Probe['body']][] = [
  ['an empty body', { raw: '', contentType: 'application/json' }],
  ['a truncated JSON body', { raw: '{"name": ', contentType: 'application/json' }],
  ['a plain-text body', { raw: 'hello', contentType: 'text/plain' }],
  ['a JSON null body', { raw: 'null', contentType: 'application/json' }],
  ['a JSON array body', { raw: '[1, "two"]', contentType: 'application/json' }],
  ['a JSON string body with NUL', { raw: '"bad\\u0000value"', contentType: 'application/json' }],
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Files for a binary (file) field: not an image, an image that breaks off, a name full of controls. */
const BAD_FILES: [string, MultipartValue][] = [
  [
    'a file that is no image',
    { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('bad\u0000value') },
  ],
  [
    'a PNG that breaks off after its signature',
    {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0xff)]),
    },
  ],
  [
    'a file named with control characters',
    { name: 'lo\u0000go\u001b.png', mimeType: 'image/png', buffer: Buffer.from('bad\u0000value') },
  ],
];

const WHOLE_MULTIPART_BODIES: [string, Probe['body']][] = [
  ['an empty body', { raw: '', contentType: 'multipart/form-data; boundary=sweep' }],
  [
    'a broken multipart body',
    { raw: '--sweep\r\nnot a part', contentType: 'multipart/form-data; boundary=sweep' },
  ],
  ['a JSON body', { raw: '{"logo": "bad\\u0000value"}', contentType: 'application/json' }],
];

/** Every probe of one operation: its parameters, its body properties and whole bodies, each bad in turn. */
export function probesFor(operation: Operation, samples: Samples): Probe[] {
  const { parameters, body } = operation;
  const pathOf = (bad?: { name: string; value: string }) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (bad?.name === name) return bad.value;
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      return encodeURIComponent(parameter ? sampleParameter(parameter, samples) : 'sample');
    });
  const queryOf = (bad?: { name: string; pair: string }) => {
    const pairs = parameters
      .filter((p) => p.in === 'query' && p.name !== bad?.name)
      .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(sampleParameter(p, samples))}`);
    return [...pairs, ...(bad ? [bad.pair] : [])].join('&');
  };
  const urlOf = (path: string, query: string) => (query ? `${path}?${query}` : path);
  const headers = Object.fromEntries(
    parameters.filter((p) => p.in === 'header').map((p) => [p.name, sampleParameter(p, samples)]),
  );
  const validBody = body ? sampleOf(body.schema) : undefined;
  const isMultipart = body?.mediaType.startsWith('multipart/') ?? false;
  const sampleBody = (): Probe['body'] =>
    !body ? undefined : isMultipart ? { multipart: {} } : { json: validBody };
  const probe = (input: string, parts: Partial<Probe>): Probe => ({
    input,
    url: urlOf(pathOf(), queryOf()),
    headers,
    body: sampleBody(),
    ...parts,
  });

  const probes: Probe[] = [
    probe('an unexpected query parameter with NUL', {
      url: urlOf(pathOf(), [queryOf(), 'x%00=y%00'].filter(Boolean).join('&')),
    }),
  ];
  for (const parameter of parameters) {
    const { name, schema } = parameter;
    const label = (bad: string) => `${parameter.in} parameter ${name} = ${bad}`;
    if (parameter.in === 'path') {
      for (const [bad, value] of badPathValues(schema)) {
        probes.push(probe(label(bad), { url: urlOf(pathOf({ name, value }), queryOf()) }));
      }
    } else if (parameter.in === 'query') {
      for (const [bad, pair] of badQueryPairs(name, schema)) {
        probes.push(probe(label(bad), { url: urlOf(pathOf(), queryOf({ name, pair })) }));
      }
    } else if (parameter.in === 'header') {
      // Control characters cannot be sent in a header at all (HTTP refuses them on the way out).
      const badHeaders: [string, string][] = [
        ['overlong', overlong(schema)],
        ['garbage', 't=x,v1=%00'],
      ];
      for (const [bad, value] of badHeaders) {
        probes.push(probe(label(bad), { headers: { ...headers, [name]: value } }));
      }
    }
  }
  if (body) {
    const properties = Object.entries((body.schema.properties ?? {}) as Record<string, Schema>);
    for (const [name, schema] of properties) {
      for (const [bad, value] of badPropertyValues(schema)) {
        const input = `body property ${name} = ${bad}`;
        if (isMultipart) {
          // A text value where a file belongs; the file probes follow below.
          if (typeof value === 'string')
            probes.push(probe(input, { body: { multipart: { [name]: value } } }));
        } else {
          probes.push(probe(input, { body: { json: { ...(validBody as object), [name]: value } } }));
        }
      }
    }
    if (isMultipart) {
      const files = properties.filter(
        ([, schema]) => 'contentMediaType' in schema || schema.format === 'binary',
      );
      for (const [name] of files) {
        for (const [bad, file] of [...BAD_FILES, ...hostileFiles()]) {
          probes.push(probe(`body file ${name} = ${bad}`, { body: { multipart: { [name]: file } } }));
        }
        probes.push(probe(`a form whose file ${name} never ends`, { body: unterminatedForm(name) }));
      }
    } else {
      probes.push(
        probe('a body key with NUL', { body: { json: { ...(validBody as object), 'key\u0000': 'x' } } }),
      );
    }
    for (const [input, whole] of isMultipart ? WHOLE_MULTIPART_BODIES : WHOLE_JSON_BODIES) {
      probes.push(probe(input, { body: whole }));
    }
  }
  return probes;
}
