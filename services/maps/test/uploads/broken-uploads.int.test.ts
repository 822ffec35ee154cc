import { IDENTITY_HEADER } from '@groupmap/svc-kit';
import { IMPORT_FORM_FIELD, LOGO_FORM_FIELD, messages } from '@groupmap/contracts';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ownedMap } from '../locations/location-fixtures';
import { startMapsTestEnv, type Client, type MapsTestEnv } from '../support/maps-test-env';

// Issue 19: a multipart body cut short used to end the maps process (busboy failed the file part
// being read and nothing listened). Each upload route answers it 400 and the service goes on.
let env: MapsTestEnv;
let server: http.Server;
let port: number;

beforeAll(async () => {
  env = await startMapsTestEnv();
  server = http.createServer(env.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.close();
  await env.close();
});

const BOUNDARY = 'broken-upload';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The start of a form whose file part never ends: no closing boundary follows. */
const unterminatedForm = (field: string, fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\nname,address\r\nCafe,1 Quay',
  );

const uploadRoutes = (mapId: number) => [
  { label: 'an import', path: `/api/maps/${mapId}/imports`, field: IMPORT_FORM_FIELD, file: 'places.csv' },
  { label: 'a logo', path: '/api/upload/logo', field: LOGO_FORM_FIELD, file: 'logo.png' },
];

/** Sends the head of a multipart body declaring more, then breaks the connection off. */
async function abortMidBody(owner: Client, path: string, body: Buffer): Promise<void> {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      [IDENTITY_HEADER]: owner.identity(),
      'Content-Type': CONTENT_TYPE,
      'Content-Length': String(body.length + 10_000),
    },
  });
  req.on('error', () => undefined);
  req.write(body);
  await new Promise((resolve) => setTimeout(resolve, 50));
  req.destroy();
}

describe('an upload whose body breaks off', () => {
  it('is answered 400 on every upload route, and the service goes on serving maps', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    for (const route of uploadRoutes(map.id)) {
      const res = await owner.postRaw(route.path, CONTENT_TYPE, unterminatedForm(route.field, route.file));
      expect({ route: route.label, status: res.status, text: res.text }).toEqual({
        route: route.label,
        status: 400,
        text: messages.uploadIncomplete,
      });
      expect((await owner.get(`/api/maps/${map.permalink}`)).status).toBe(200);
    }
  });

  it('costs nothing when the client stops sending half-way, on every upload route', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    for (const route of uploadRoutes(map.id)) {
      await abortMidBody(owner, route.path, unterminatedForm(route.field, route.file));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await owner.get(`/api/maps/${map.permalink}`)).status).toBe(200);
    }
  });

  it('is refused before a byte is read when the caller may not import into the map', async () => {
    const { map } = await ownedMap(env, 'pro');
    const { owner: stranger } = await ownedMap(env, 'pro');
    const body = unterminatedForm(IMPORT_FORM_FIELD, 'places.csv');
    const res = await stranger.postRaw(`/api/maps/${map.id}/imports`, CONTENT_TYPE, body);
    expect(res.status).toBe(403);
    const missing = await stranger.postRaw('/api/maps/999999999/imports', CONTENT_TYPE, body);
    expect(missing.status).toBe(404);
  });
});
