import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next searches. */
export type FakeNominatimMode = 'answer' | 'error' | 'hang';

export interface FakeNominatimRequest {
  /** When it arrived (Date.now(), to compare with the call slots Postgres gave: geocode-slot-log). */
  at: number;
  userAgent: string | undefined;
  params: URLSearchParams;
}

/** The place the fake answers every search with, as Nominatim's jsonv2 with addressdetails=1 writes it. */
export const UPSTREAM_PLACE = {
  place_id: 4242,
  lat: '48.1371079',
  lon: '11.5753822',
  display_name: 'Marienplatz, Altstadt, München, Bayern, Deutschland',
  address: {
    road: 'Marienplatz',
    city: 'München',
    county: 'Oberbayern',
    state: 'Bayern',
    country: 'Deutschland',
  },
};

/** UPSTREAM_PLACE as a GeocodeResult. */
export const UPSTREAM_RESULT = {
  latitude: 48.1371079,
  longitude: 11.5753822,
  region: 'Bayern',
  country: 'Deutschland',
};

/**
 * A Nominatim stand-in on 127.0.0.1 (a random port): `/search` answers UPSTREAM_PLACE, a 500, or
 * nothing at all, and records every request. Nothing leaves the machine.
 */
export async function startFakeNominatim() {
  const requests: FakeNominatimRequest[] = [];
  let mode: FakeNominatimMode = 'answer';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ at: Date.now(), userAgent: req.headers['user-agent'], params: url.searchParams });
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
    } else if (mode === 'error') {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('overloaded');
    } else if (mode === 'answer') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([UPSTREAM_PLACE]));
    }
    // 'hang': never answers; the client's timeout must end the call.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    /** What the geocoder's call slots are kept under (upstream-slots.ts). */
    host: `127.0.0.1:${port}`,
    requests,
    setMode(next: FakeNominatimMode) {
      mode = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeNominatim = Awaited<ReturnType<typeof startFakeNominatim>>;

/** A URL on 127.0.0.1 where nothing listens (a port just freed): calls to it are refused. */
export async function refusingUrl(): Promise<string> {
  const fake = await startFakeNominatim();
  await fake.close();
  return fake.url;
}
