import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { IMPORT_FORM_FIELD, LOGO_FORM_FIELD, mapImportErrors, messages } from '@groupmap/contracts';
import {
  apiVisitor,
  baseUrl,
  newApiVisitor,
  postJson,
  registerVisitor,
  type ApiVisitor,
} from '../../support/api-visitor';
import { manyElementsKmz, unterminatedForm } from '../../support/hostile-uploads';
import { setPlan } from '../../support/set-plan';

// Issue 19 through the gateway, as an attacker would send it: no upload stops or stalls maps, and a
// refused upload is answered with its refusal rather than a 502.
let ownerPage: Page;
let owner: ApiVisitor;
let stranger: ApiVisitor;
let map: { id: number; permalink: string };

test.beforeAll(async ({ browser }) => {
  ownerPage = await browser.newPage({ baseURL: baseUrl() });
  owner = await apiVisitor(ownerPage.request);
  await setPlan(ownerPage, await registerVisitor(owner), 'pro');
  map = await postJson(owner, '/api/maps', {
    name: 'Upload checks',
    permalink: `uploads-${randomBytes(4).toString('hex')}`,
  });
  stranger = await newApiVisitor();
  await registerVisitor(stranger);
});

test.afterAll(async () => {
  await stranger?.context.dispose();
  await ownerPage?.close();
});

const importsPath = () => `/api/maps/${map.id}/imports`;
const mapRead = () => owner.context.get(`/api/maps/${map.permalink}`);

test('a form that never ends is answered 400 on each upload route, and maps keeps serving', async () => {
  for (const [path, field] of [
    [importsPath(), IMPORT_FORM_FIELD],
    ['/api/upload/logo', LOGO_FORM_FIELD],
  ] as const) {
    const response = await owner.send('post', {
      input: 'unterminated',
      url: path,
      headers: {},
      body: unterminatedForm(field),
    });
    expect([path, response.status(), await response.text()]).toEqual([path, 400, messages.uploadIncomplete]);
    expect((await mapRead()).status()).toBe(200);
  }
});

test("a stranger's 5 MB upload is refused with 403 by maps, relayed by the gateway, not a 502", async () => {
  const file = { name: 'places.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5 * 1024 * 1024, 'a') };
  const refused = await stranger.send('post', {
    input: 'a stranger uploads',
    url: importsPath(),
    headers: {},
    body: { multipart: { [IMPORT_FORM_FIELD]: file } },
  });
  expect([refused.status(), await refused.text()]).toEqual([403, mapImportErrors.onlyOwnerCanImport]);
  const anonymous = await newApiVisitor();
  try {
    const signedOut = await anonymous.send('post', {
      input: 'signed out',
      url: importsPath(),
      headers: {},
      body: { multipart: { [IMPORT_FORM_FIELD]: file } },
    });
    expect(signedOut.status()).toBe(401);
  } finally {
    await anonymous.context.dispose();
  }
});

test('a hostile KMZ is refused as too complex while the map keeps answering', async () => {
  const upload = owner.send('post', {
    input: 'hostile',
    url: importsPath(),
    headers: {},
    body: { multipart: { [IMPORT_FORM_FIELD]: manyElementsKmz() } },
  });
  expect((await mapRead()).status()).toBe(200);
  const answer = await upload;
  expect([answer.status(), await answer.text()]).toEqual([400, mapImportErrors.importTooComplex]);
  expect((await mapRead()).status()).toBe(200);
});
