// The bad values the sweep puts in one place at a time (bad-input-probes.ts): control characters, a
// lone surrogate, one character over the cap, the wrong JSON type; whole bodies and files.
import type { Schema } from './openapi-operations';
import type { MultipartValue, Probe } from './probe';
import { isNumeric, overlong } from './schema-samples';

const NUL_TEXT = 'bad\u0000value';

/** Bad values of a path parameter, percent-encoded as they travel. */
export function badPathValues(schema: Schema): [string, string][] {
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
export function badQueryPairs(name: string, schema: Schema): [string, string][] {
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
export function badPropertyValues(schema: Schema): [string, unknown][] {
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

export const WHOLE_JSON_BODIES: [string, Probe['body']][] = [
  ['an empty body', { raw: '', contentType: 'application/json' }],
  ['a truncated JSON body', { raw: '{"name": ', contentType: 'application/json' }],
  ['a plain-text body', { raw: 'hello', contentType: 'text/plain' }],
  ['a JSON null body', { raw: 'null', contentType: 'application/json' }],
  ['a JSON array body', { raw: '[1, "two"]', contentType: 'application/json' }],
  ['a JSON string body with NUL', { raw: '"bad\\u0000value"', contentType: 'application/json' }],
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Files for a binary (file) field: not an image, an image that breaks off, a name full of controls. */
export const BAD_FILES: [string, MultipartValue][] = [
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

export const WHOLE_MULTIPART_BODIES: [string, Probe['body']][] = [
  ['an empty body', { raw: '', contentType: 'multipart/form-data; boundary=sweep' }],
  [
    'a broken multipart body',
    { raw: '--sweep\r\nnot a part', contentType: 'multipart/form-data; boundary=sweep' },
  ],
  ['a JSON body', { raw: '{"logo": "bad\\u0000value"}', contentType: 'application/json' }],
];
