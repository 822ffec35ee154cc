import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { ApiSchema } from './client';
import type { PlanId } from './domain/plans';
import type { SubscriptionStatus } from './events/payloads';
import type { RuntimeConfig } from './runtime-config';
import { RUNTIME_CONFIG_PATH } from './runtime-config';
import type { paths } from './generated/openapi';
import { geocodeQuerySchema, subscribeQuerySchema } from './requests';
import { REQUEST_BODY_SCHEMAS } from './testing/request-body-schemas';
import { maxLengthsByField } from './testing/string-schemas';

/** Compiles only when A and B are mutually assignable; tsc runs over tests, so drift fails the typecheck. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;

describe('hand-written types and the generated OpenAPI types', () => {
  it('agree on runtime config, plans and subscription statuses', () => {
    expect(agree<Same<RuntimeConfig, ApiSchema<'RuntimeConfig'>>>(true)).toBe(true);
    expect(agree<Same<PlanId, ApiSchema<'PlanId'>>>(true)).toBe(true);
    expect(agree<Same<SubscriptionStatus, ApiSchema<'SubscriptionStatus'>>>(true)).toBe(true);
  });

  it('serve the runtime config at the path the contract names', () => {
    const path: keyof paths = RUNTIME_CONFIG_PATH;
    expect(path).toBe('/runtime-config.json');
  });
});

interface Parameter {
  name: string;
  in: string;
  schema: unknown;
}
type Operation = { parameters?: Parameter[] };
const openapi = parse(readFileSync(path.resolve(__dirname, '..', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** The `in` parameters of an operation as one object schema, to compare with a zod query or params schema. */
function parametersAsSchema(route: string, method: string, place: 'query' | 'path') {
  const parameters = (openapi.paths[route]?.[method]?.parameters ?? []).filter((p) => p.in === place);
  return { type: 'object', properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])) };
}

const maxLengthsOfZod = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return Object.fromEntries(maxLengthsByField(json, json));
};
const maxLengthsOfOpenApi = (schema: unknown) => Object.fromEntries(maxLengthsByField(schema, openapi));

describe('zod request schemas and openapi.yaml', () => {
  it.each(REQUEST_BODY_SCHEMAS)('cap the strings of %s at the same lengths', (name, schema) => {
    const fromOpenApi = maxLengthsOfOpenApi(openapi.components.schemas[name]);
    expect(Object.keys(fromOpenApi).length).toBeGreaterThan(0);
    expect(maxLengthsOfZod(schema)).toEqual(fromOpenApi);
  });

  it.each([
    ['/api/geocode', 'get', 'query', geocodeQuerySchema],
    ['/api/subscribe/{plan}', 'post', 'query', subscribeQuerySchema],
  ] as const)('cap the %s (%s) %s parameters at the same lengths', (route, method, place, schema) => {
    expect(maxLengthsOfZod(schema)).toEqual(maxLengthsOfOpenApi(parametersAsSchema(route, method, place)));
  });
});
