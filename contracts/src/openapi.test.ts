import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { z } from 'zod';
import { PLAN_IDS } from './domain/plans';
import { ERROR_CODES } from './error-codes';
import { SUBSCRIPTION_STATUSES } from './events/payloads';
import { REQUEST_BODY_SCHEMAS } from './testing/request-body-schemas';

const OPENAPI_PATH = path.resolve(__dirname, '..', 'openapi.yaml');
const source = readFileSync(OPENAPI_PATH, 'utf8');

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, { enum?: string[]; properties?: object; required?: string[] }> };
}
const document = parse(source) as OpenApiDocument;

/** Every call of spec section 7, plus those the issue and decisions.md add, as `METHOD path`. */
const EXPECTED_OPERATIONS = [
  'get /api/user',
  'post /api/login',
  'post /api/register',
  'post /api/logout',
  'get /api/session',
  'get /api/maps/user',
  'get /api/maps/{mapKey}',
  'get /api/maps/{mapId}/locations',
  'post /api/maps/{mapId}/locations',
  'put /api/maps/{mapId}/locations/{locationId}',
  'delete /api/maps/{mapId}/locations/{locationId}',
  'post /api/maps/{mapId}/verify-password',
  // Issue 13: a map's download as GeoJSON, CSV, KML or GPX.
  'get /api/maps/{mapId}/export',
  // Issue 13: an owner's import of a file of locations (preview, mapping, commit, progress, cancel).
  'post /api/maps/{mapId}/imports',
  'get /api/maps/{mapId}/imports/{importId}',
  'patch /api/maps/{mapId}/imports/{importId}',
  'delete /api/maps/{mapId}/imports/{importId}',
  'post /api/maps/{mapId}/imports/{importId}/commit',
  // Issue 9: the claim of a session's anonymous locations after sign-in, for the login toast.
  'post /api/maps/user/claim',
  // Issue 24: the owner's review queue, its decisions and the trusted contributors.
  'get /api/maps/{mapId}/review',
  'post /api/maps/{mapId}/review/{decision}',
  // Issue 25: reports from viewers, and the owner's "Reported" tab.
  'post /api/maps/{mapId}/locations/{locationId}/reports',
  'get /api/maps/{mapId}/reports',
  'post /api/maps/{mapId}/reports/{locationId}/keep',
  // Issue 26: edit rights on another device by a mailed link.
  'post /api/maps/{mapId}/edit-links',
  'post /api/maps/edit-links/continue',
  // Issue 25: contributors, undo by contributor, recently deleted.
  'get /api/maps/{mapId}/contributors',
  'put /api/maps/{mapId}/contributors/{contributorId}/block',
  'delete /api/maps/{mapId}/contributors/{contributorId}/block',
  'post /api/maps/{mapId}/contributors/{contributorId}/remove-locations',
  'get /api/maps/{mapId}/deleted',
  'post /api/maps/{mapId}/deleted/restore',
  'get /api/maps/{mapId}/locations/{locationId}/history',
  'post /api/maps/{mapId}/locations/{locationId}/history/{versionId}/restore',
  'get /api/maps/{mapId}/contributors/trusted',
  'put /api/maps/{mapId}/contributors/{contributorId}/trust',
  'delete /api/maps/{mapId}/contributors/{contributorId}/trust',
  'post /api/maps',
  'put /api/maps/{mapKey}',
  'delete /api/maps/{mapKey}',
  'post /api/upload/logo',
  'post /api/feedback',
  // Issue 11: the profile.
  'get /api/account',
  'put /api/account/email',
  'post /api/account/email/verify',
  'post /api/account/email/resend',
  // Issue 24: the owner digests' choice.
  'put /api/account/notifications',
  // Issue 11: password reset and change.
  'put /api/account/password',
  'post /api/password-reset',
  'post /api/password-reset/confirm',
  // Issue 11: leaving (Download my data, Delete account).
  'get /api/account/export',
  'post /api/account/deletion',
  'get /api/maps/user/export',
  'get /api/billing/export',
  'post /api/subscribe/{plan}',
  'post /api/billing/webhook',
  'get /api/billing/test-checkout/{checkoutId}',
  'post /api/billing/test-checkout/{checkoutId}/complete',
  'post /api/billing/test-checkout/{checkoutId}/cancel',
  'get /api/geocode',
  'get /api/logos/{key}',
  'get /api/health',
  'get /healthz',
  'get /readyz',
  'get /runtime-config.json',
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  METHODS.filter((method) => method in item).map((method) => ({
    key: `${method} ${route}`,
    op: item[method]!,
  })),
);

describe('openapi.yaml', () => {
  it('describes exactly the calls of spec section 7 plus geocoding, logos, health and runtime config', () => {
    expect(operations.map(({ key }) => key).sort()).toEqual([...EXPECTED_OPERATIONS].sort());
  });

  it('passes the strict OpenAPI lint rules', async () => {
    // Health and config reads have no client errors, so the "every operation has a 4xx" rule is off.
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: { 'operation-4xx-response': 'off' },
    });
    const problems = await lintFromString({ source, absoluteRef: OPENAPI_PATH, config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('answers every failure as plain text with an X-Error-Code header, and 429s with Retry-After', () => {
    const responses = (parse(source) as { components: { responses: Record<string, ErrorResponse> } })
      .components.responses;
    for (const [name, response] of Object.entries(responses)) {
      expect([name, Object.keys(response.content)]).toEqual([name, ['text/plain']]);
      expect([name, response.headers['X-Error-Code']]).toEqual([
        name,
        { $ref: '#/components/headers/XErrorCode' },
      ]);
    }
    expect(responses.TooManyRequests?.headers['Retry-After']).toBeDefined();
  });

  it('uses only shared error responses for 4xx and 5xx answers of /api calls', () => {
    for (const { key, op } of operations.filter(({ key }) => key.includes(' /api/'))) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (Number(status) >= 400 && key !== 'get /api/health') {
          expect([key, status, (response as { $ref?: string }).$ref]).toEqual([
            key,
            status,
            expect.stringMatching(/^#\/components\/responses\//),
          ]);
        }
      }
    }
  });

  it('lists the same error codes, plans and subscription statuses as the TypeScript contracts', () => {
    const { schemas } = document.components;
    expect(schemas.ErrorCode?.enum).toEqual(ERROR_CODES);
    expect(schemas.PlanId?.enum).toEqual([...PLAN_IDS]);
    expect(schemas.SubscriptionStatus?.enum).toEqual([...SUBSCRIPTION_STATUSES]);
  });

  it('never exposes a creator session id on locations, and marks what this session may edit', () => {
    const location = document.components.schemas.Location as { properties: Record<string, unknown> };
    expect(Object.keys(location.properties)).not.toContain('creatorSessionId');
    expect(Object.keys(location.properties)).toEqual(expect.arrayContaining(['canEdit', 'isOwn']));
  });
});

/** The property names and required names of an object schema, for comparing the two contracts. */
const shapeOf = (schema: { properties?: object; required?: string[] } | undefined) => ({
  properties: Object.keys(schema?.properties ?? {}).sort(),
  required: [...(schema?.required ?? [])].sort(),
});

describe('request schemas', () => {
  it.each(REQUEST_BODY_SCHEMAS)('accept the same fields as openapi.yaml %s', (name, schema) => {
    const fromZod = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: object;
      required?: string[];
    };
    expect(shapeOf(fromZod)).toEqual(shapeOf(document.components.schemas[name]));
  });
});

interface ErrorResponse {
  content: Record<string, unknown>;
  headers: Record<string, unknown>;
}
