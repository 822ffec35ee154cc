// What a new operator checks after `docker compose up`, done through the gateway of the running
// compose stack: an account, a map with a logo in S3, a location added by address that two
// viewers on the two realtime replicas receive live, a password-reset mail in the mail catcher.
import { randomBytes } from 'node:crypto';
import { ApiSession } from './api-session';
import type { ComposeProject } from './compose';
import { eventually } from './eventually';
import { LiveViewer } from './live-viewer';
import { liveSockets, logoInBucket, mailsTo } from './stack-probes';

export interface SmokeAccount {
  username: string;
  email: string;
  password: string;
}

/** What the smoke test made, checked again after a restart and after a restore. */
export interface SmokeRecord {
  account: SmokeAccount;
  mapId: number;
  permalink: string;
  logoUrl: string;
  locationName: string;
}

/** A 2x2 PNG: the smallest image the logo pipeline (sharp) accepts as a real picture. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Register, upgrade (TEST MODE checkout), upload a logo, create a map, two viewers on the two
 * realtime replicas, add a location by address, both receive it; a password-reset mail arrives.
 */
export async function runSmokeTest(
  project: ComposeProject,
  urls: { baseUrl: string; mailUrl: string },
  log: (line: string) => void,
): Promise<SmokeRecord> {
  const { baseUrl, mailUrl } = urls;
  const suffix = randomBytes(3).toString('hex');
  const account = {
    username: `ops${suffix}`,
    email: `ops${suffix}@example.com`,
    password: `Smoke-${suffix}-passphrase`,
  };
  const owner = new ApiSession(baseUrl);
  await owner.json('GET', '/api/session', 200);
  await owner.json('POST', '/api/register', 201, account);
  log(`registered ${account.username}`);

  const { url } = await owner.json<{ url: string }>('POST', '/api/subscribe/pro?interval=year', 200);
  const checkoutId = url.split('?')[0]!.split('/').pop()!;
  await owner.json('POST', `/api/billing/test-checkout/${checkoutId}/complete`, 200);
  // The plan reaches maps as an event: upload once it allows custom branding.
  const { logoUrl } = await eventually('a logo upload allowed by the Pro plan', 30_000, async () => {
    const form = new FormData();
    form.append('logo', new Blob([LOGO_PNG], { type: 'image/png' }), 'logo.png');
    const response = await owner.request('POST', '/api/upload/logo', form);
    const body = await response.text();
    if (response.status === 403) return undefined;
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${body}`);
    return JSON.parse(body) as { logoUrl: string };
  });
  await logoInBucket(project, logoUrl);
  log(`logo stored in the S3 container (${logoUrl})`);

  const permalink = `smoke-${suffix}`;
  const map = await owner.json<{ id: number }>('POST', '/api/maps', 201, {
    name: 'Container smoke test',
    permalink,
    logoUrl,
    customFields: ['Website'],
  });

  const viewers: LiveViewer[] = [];
  try {
    for (let index = 0; index < 2; index += 1) {
      const visitor = new ApiSession(baseUrl);
      await visitor.json('GET', '/api/session', 200);
      viewers.push(await LiveViewer.open(visitor, permalink, map.id));
    }
    // The gateway takes turns over REALTIME_URLS: one viewer on each replica.
    const perReplica = [await liveSockets(project, 'realtime-1'), await liveSockets(project, 'realtime-2')];
    if (perReplica.some((count) => count < 1)) {
      throw new Error(
        `the two viewers are not on both realtime replicas (live sockets: ${perReplica.join(', ')})`,
      );
    }
    log(`two viewers connected, one per realtime replica (${perReplica.join(' + ')} sockets)`);

    // As the map page does: the address is looked up first, then saved with what the lookup found.
    const address = 'Paris, France';
    const [place] = await owner.json<
      Array<{ latitude: number; longitude: number; region: string; country: string }>
    >('GET', `/api/geocode?q=${encodeURIComponent(address)}`, 200);
    if (!place) throw new Error(`geocoding "${address}" found nothing`);
    const locationName = `Smoke test cafe ${suffix}`;
    await owner.json('POST', `/api/maps/${map.id}/locations`, 201, {
      name: locationName,
      address,
      latitude: place.latitude,
      longitude: place.longitude,
      region: place.region,
      country: place.country,
      customData: { Website: 'https://example.com' },
    });
    await eventually('both viewers receiving the new location live', 15_000, async () =>
      viewers.every((viewer) => viewer.received(locationName)) ? true : undefined,
    );
    log('the location added by address reached both viewers live');

    const anonymous = new ApiSession(baseUrl);
    await anonymous.json('GET', '/api/session', 200);
    await anonymous.json('POST', '/api/password-reset', 202, { email: account.email });
    const mail = await eventually('the password-reset mail in the mail catcher', 60_000, async () => {
      const mails = await mailsTo(mailUrl, account.email);
      return mails.find((entry) => /password/i.test(entry.subject));
    });
    log(`password-reset mail arrived ("${mail.subject}")`);
    return { account, mapId: map.id, permalink, logoUrl, locationName };
  } finally {
    for (const viewer of viewers) viewer.close();
  }
}

/** Checks that what the smoke test made is all there (after a restart, or in a restored stack). */
export async function checkRecord(baseUrl: string, record: SmokeRecord): Promise<void> {
  const session = new ApiSession(baseUrl);
  await session.json('GET', '/api/session', 200);
  await session.json('POST', '/api/login', 200, {
    username: record.account.username,
    password: record.account.password,
  });
  const map = await session.json<{ id: number; logoUrl: string | null }>(
    'GET',
    `/api/maps/${record.permalink}`,
    200,
  );
  if (map.id !== record.mapId || map.logoUrl !== record.logoUrl) {
    throw new Error(`map ${record.permalink} changed: ${JSON.stringify(map)}`);
  }
  const locations = await session.json<Array<{ name: string }>>(
    'GET',
    `/api/maps/${record.mapId}/locations`,
    200,
  );
  if (!locations.some((location) => location.name === record.locationName)) {
    throw new Error(`location "${record.locationName}" is missing`);
  }
  const logo = await session.request('GET', record.logoUrl);
  await logo.arrayBuffer();
  if (logo.status !== 200) throw new Error(`logo ${record.logoUrl}: ${logo.status}`);
}
