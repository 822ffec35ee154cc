import { streamName } from '@groupmap/contracts';
import type { NatsConnection } from 'nats';
import { ensureStream, ensureStreamExists } from '../../src';
import { startSecuredNats, waitFor, type SecuredNats } from '../../src/testing';
import { silentLogger } from '../events/support/events-test-env';

const PREFIX = 'perm';
let bus: SecuredNats;
let billing: NatsConnection;
let maps: NatsConnection;
let gateway: NatsConnection;
let observer: NatsConnection;

beforeAll(async () => {
  bus = await startSecuredNats(PREFIX);
  // One after another, so that when one fails the ones already open are closed by afterAll (with
  // Promise.all they were lost, and held jest open after the run).
  billing = await bus.connectAs('billing', silentLogger);
  maps = await bus.connectAs('maps', silentLogger);
  gateway = await bus.connectAs('gateway', silentLogger);
  observer = await bus.connectObserver();
  await ensureStream(billing, { prefix: PREFIX, service: 'billing' });
}, 30_000);

/** Waits for the server to log a violation matching `pattern` (its log arrives asynchronously). */
function violationLogged(pattern: RegExp): Promise<string> {
  return waitFor(`a violation matching ${pattern}`, () =>
    bus.violations().find((line) => pattern.test(line)),
  );
}

afterAll(async () => {
  await Promise.all([billing, maps, gateway, observer].map((nc) => nc?.close()));
  await bus?.stop();
});

describe('NATS permissions', () => {
  it("refuses maps publishing billing's billing.plan.changed.v1, which never reaches the BILLING stream", async () => {
    const subject = `${PREFIX}.billing.plan.changed.v1`;
    await expect(maps.jetstream().publish(subject, '{"forged":true}', { timeout: 2_000 })).rejects.toThrow(
      /Permissions Violation for Publish/,
    );
    maps.publish(subject, '{"forged":true}');
    await maps.flush();

    const info = await (await observer.jetstreamManager()).streams.info(streamName(PREFIX, 'billing'));
    expect(info.state.messages).toBe(0);
    await violationLogged(/^Publish Violation .*"perm\.billing\.plan\.changed\.v1"$/);
  });

  it('lets billing publish its own billing.plan.changed.v1, the first event its stream stores', async () => {
    const ack = await billing.jetstream().publish(`${PREFIX}.billing.plan.changed.v1`, '{}');
    expect(ack).toMatchObject({ stream: streamName(PREFIX, 'billing'), seq: 1 });
  });

  it("refuses a service reading another service's replies from its inbox", async () => {
    gateway.subscribe(`_INBOX.${PREFIX}.auth.>`);
    await gateway.flush();
    await violationLogged(/^Subscription Violation .*"_INBOX\.perm\.auth\.>"/);
  });

  it('refuses a service answering an rpc it does not serve', async () => {
    maps.subscribe(`${PREFIX}.rpc.auth.session.resolve`);
    await maps.flush();
    await violationLogged(/^Subscription Violation .*"perm\.rpc\.auth\.session\.resolve"/);
  });

  it('refuses a follower of a stream the durable consumers other services own on it', async () => {
    const stream = await ensureStreamExists(gateway, { prefix: PREFIX, service: 'auth' });
    const jsm = await gateway.jetstreamManager({ checkAPI: false });
    await expect(jsm.consumers.info(stream, 'maps-session-ends')).rejects.toThrow(/Permissions Violation/);
    await expect(
      jsm.consumers.add(stream, {
        name: 'maps-session-ends',
        filter_subject: `${PREFIX}.auth.session.ended.v1`,
      }),
    ).rejects.toThrow(/Permissions Violation/);
    gateway.publish(`$JS.API.CONSUMER.MSG.NEXT.${stream}.maps-session-ends`, '{"batch":1}');
    await gateway.flush();
    await violationLogged(/^Publish Violation .*MSG\.NEXT\.PERM_AUTH\.maps-session-ends"$/);
  });

  it('never lets a service use the JetStream API beyond its own streams and consumers', async () => {
    const jsm = await gateway.jetstreamManager({ checkAPI: false });
    await expect(jsm.streams.delete(streamName(PREFIX, 'billing'))).rejects.toThrow(/Permissions Violation/);
    await expect(jsm.streams.info(streamName(PREFIX, 'billing'))).rejects.toThrow(/Permissions Violation/);
    await expect(jsm.streams.list().next()).rejects.toThrow(/Permissions Violation/);
  });
});
