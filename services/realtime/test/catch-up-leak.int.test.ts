import { liveServerMessageSchema } from '@groupmap/contracts';
import type { RpcResponder } from '@groupmap/svc-kit';
import { randomBytes } from 'node:crypto';
import { startAccessCheckResponder } from '../../maps/src/rpc/access-check';
import { startChangesSinceResponder } from '../../maps/src/rpc/changes-since';
import {
  client,
  newSessionId,
  startMapsTestEnv,
  type MapsTestEnv,
} from '../../maps/test/support/maps-test-env';
import { REMOVED_TEXT, removedTextScenario } from '../../maps/test/support/removed-text-scenario';
import { startRealtimeReplica, type RealtimeReplica } from './faults/support/fault-platform';
import { joinChannel } from './support/live-client';

// Issue 21: a socket resuming from any point of a map's history is sent the map as a fresh read
// shows it now, never text that was deleted, edited away, hidden with its field or taken down. Real
// maps (its routes and responders) and a real realtime replica, on a prefix of their own; no relay:
// catch-up reads what maps holds, whether or not it went out live.
const prefix = `${process.env.EVENTS_PREFIX ?? ''}leak${randomBytes(4).toString('hex')}`;
let env: MapsTestEnv;
let responders: RpcResponder[];
let replica: RealtimeReplica;

beforeAll(async () => {
  env = await startMapsTestEnv();
  const deps = { nc: env.nc, knex: env.knex, prefix, logger: env.logger };
  responders = [await startAccessCheckResponder(deps), await startChangesSinceResponder(deps)];
  replica = await startRealtimeReplica({ natsUrl: env.config.NATS_URL, prefix });
});

afterAll(async () => {
  await replica?.stop();
  for (const responder of responders ?? []) await responder.stop();
  await env?.close();
});

/** Every message a socket resuming from `since` is sent before it falls quiet. */
async function caughtUpFrom(permalink: string, since: number, epoch: string) {
  const socket = await joinChannel(
    replica.port,
    permalink,
    { userId: null, sessionId: newSessionId() },
    {
      since: String(since),
      epoch,
    },
  );
  const texts: string[] = [];
  try {
    for (;;) {
      const { message, text } = await socket.next(600);
      liveServerMessageSchema.parse(message);
      texts.push(text);
    }
  } catch (error) {
    if (!/no message/.test(String(error))) throw error;
  }
  socket.ws.close();
  return texts;
}

it('sends a resuming socket none of the removed text, from the start and from each point since', async () => {
  const { map } = await removedTextScenario(env);

  const list = await client(env.app).get(`/api/maps/${map.id}/locations`);
  const latest = Number(list.headers['x-map-sequence']);
  const epoch = list.headers['x-map-epoch'] as string;
  expect(latest).toBe(9);
  const fromStart = await caughtUpFrom(map.permalink, 0, epoch);
  // Presence aside, the bakery and the library as they are now, then the map's fields now.
  const sequenced = fromStart
    .map((text) => JSON.parse(text) as { type: string })
    .filter(({ type }) => type !== 'presence');
  expect(sequenced.map(({ type }) => type)).toEqual(['newLocation', 'newLocation', 'mapUpdated']);
  expect(fromStart.join()).toContain('Fresh bread');
  for (let since = 0; since < latest; since += 1) {
    const text = (await caughtUpFrom(map.permalink, since, epoch)).join('\n');
    for (const removed of REMOVED_TEXT)
      expect({ since, removed, sent: text.includes(removed) }).toMatchObject({ sent: false });
  }
});
