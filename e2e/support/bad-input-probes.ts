// The bad inputs the sweep throws at one operation: each parameter and each body property replaced in
// turn (control characters, a lone surrogate, one character over the cap, the wrong JSON type), then
// whole bodies that are empty, not JSON or not an object. Everything else in a probe is a valid
// sample, so the bad part travels as deep into the service as a client could send it.
import {
  BAD_FILES,
  badPathValues,
  badPropertyValues,
  badQueryPairs,
  WHOLE_JSON_BODIES,
  WHOLE_MULTIPART_BODIES,
} from './bad-values';
import { hostileFiles, unterminatedForm } from './hostile-uploads';
import type { Operation, Parameter, Schema } from './openapi-operations';
import type { Probe } from './probe';
import { overlong, sampleOf } from './schema-samples';

/** A valid value for a parameter the schema alone cannot give (the owner's map id...), else undefined. */
export type Samples = (parameter: Parameter) => string | undefined;

const sampleParameter = (parameter: Parameter, samples: Samples) =>
  samples(parameter) ?? String(sampleOf(parameter.schema));

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
