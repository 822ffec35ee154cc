// What a browser does before it joins a map's live channel, for the live benchmark's viewers and
// writer: a visitor session (GET /api/session sets session_id and csrf_token), the map and its list
// (gzip, parsed), and the channel URL resuming from the list's X-Map-Sequence/X-Map-Epoch.

/** A visitor's cookies, as a browser's jar holds them for the gateway's origin. */
export interface Visitor {
  cookie: string;
  csrfToken: string;
}

/** The map as a page has it after loading it. */
export interface LoadedMap {
  id: number;
  sequence: string;
  epoch: string;
  locations: number;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new visitor session (cookies only: the benchmark never follows redirects). */
export async function newVisitor(baseUrl: string): Promise<Visitor> {
  const response = await ok(await fetch(`${baseUrl}/api/session`), 'GET /api/session');
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const csrf = cookies.find((pair) => pair.startsWith('csrf_token='));
  if (!csrf) throw new Error('GET /api/session set no csrf_token cookie');
  await response.arrayBuffer();
  return { cookie: cookies.join('; '), csrfToken: csrf.slice('csrf_token='.length) };
}

/** GET the map by permalink, then its locations (fetch asks for gzip and parses the body). */
export async function loadMap(baseUrl: string, permalink: string, visitor: Visitor): Promise<LoadedMap> {
  const headers = { cookie: visitor.cookie };
  const map = (await (
    await ok(await fetch(`${baseUrl}/api/maps/${permalink}`, { headers }), 'GET map')
  ).json()) as {
    id: number;
  };
  const list = await ok(await fetch(`${baseUrl}/api/maps/${map.id}/locations`, { headers }), 'GET locations');
  const locations = (await list.json()) as unknown[];
  return {
    id: map.id,
    sequence: list.headers.get('x-map-sequence') ?? '',
    epoch: list.headers.get('x-map-epoch') ?? '',
    locations: locations.length,
  };
}

/** The live channel's URL through the gateway, resuming after what the list showed. */
export function channelUrl(baseUrl: string, permalink: string, map: LoadedMap): string {
  const ws = baseUrl.replace(/^http/, 'ws');
  const query = new URLSearchParams({ since: map.sequence, epoch: map.epoch });
  return `${ws}/ws/map/${permalink}?${query.toString()}`;
}

/** POSTs a location as the map page's form does; resolves when the server acknowledged it (201). */
export async function addLocation(baseUrl: string, visitor: Visitor, mapId: number, name: string) {
  const response = await fetch(`${baseUrl}/api/maps/${mapId}/locations`, {
    method: 'POST',
    headers: {
      cookie: visitor.cookie,
      'x-csrf-token': visitor.csrfToken,
      origin: new URL(baseUrl).origin,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      name,
      address: 'London',
      latitude: 51.5,
      longitude: -0.12,
      region: 'England',
      country: 'United Kingdom',
      customData: {},
    }),
  });
  if (response.status !== 201) throw new Error(`POST location: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
