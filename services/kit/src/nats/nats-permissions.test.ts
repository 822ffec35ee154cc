import { BUS_ACCESS, BUS_SERVICES, EVENT_TYPES } from '@groupmap/contracts';
import { inboxPrefix, natsPermissions } from './nats-permissions';

describe('natsPermissions', () => {
  it('never grants the whole JetStream API, all subjects or every inbox to any service', () => {
    for (const service of BUS_SERVICES) {
      const { publish, subscribe } = natsPermissions('p', service);
      for (const subject of [...publish.allow, ...subscribe.allow]) {
        expect(subject).not.toMatch(/^(>|\$JS\.>|\$JS\.API\.>|\$JS\.API\.[A-Z]+\.>|_INBOX\.>|p\.>)$/);
      }
    }
  });

  it('lets a producer publish exactly its own event types', () => {
    const published = natsPermissions('p', 'maps').publish.allow.filter((subject) =>
      subject.startsWith('p.maps.'),
    );
    expect(published.sort()).toEqual(
      EVENT_TYPES.filter((type) => type.startsWith('maps.'))
        .map((type) => `p.${type}`)
        .sort(),
    );
    // A service that produces nothing publishes no event subject: realtime asks its rpc and shares
    // presence among its replicas on a core subject.
    expect(
      natsPermissions('p', 'realtime').publish.allow.filter((subject) => !subject.startsWith('$')),
    ).toEqual([...BUS_ACCESS.realtime.calls.map((name) => `p.rpc.${name}`), 'p.realtime.presence.v1']);
  });

  it('lets only realtime publish and subscribe to the core subject its replicas share presence on', () => {
    const realtime = natsPermissions('p', 'realtime');
    expect(realtime.publish.allow).toContain('p.realtime.presence.v1');
    expect(realtime.subscribe.allow).toContain('p.realtime.presence.v1');
    for (const service of BUS_SERVICES.filter((name) => name !== 'realtime')) {
      const { publish, subscribe } = natsPermissions('p', service);
      expect([...publish.allow, ...subscribe.allow]).not.toContain('p.realtime.presence.v1');
    }
  });

  it("names a durable consumer's JetStream calls and acks one by one, filtered to its type", () => {
    expect(natsPermissions('p', 'auth').publish.allow).toEqual(
      expect.arrayContaining([
        '$JS.API.CONSUMER.INFO.P_BILLING.auth-plans',
        '$JS.API.CONSUMER.CREATE.P_BILLING.auth-plans.p.billing.plan.changed.v1',
        '$JS.API.CONSUMER.MSG.NEXT.P_BILLING.auth-plans',
        '$JS.ACK.P_BILLING.auth-plans.>',
      ]),
    );
  });

  it('gives the gateway its inbox, its calls to auth and ordered consumers on the auth stream only', () => {
    expect(natsPermissions('p', 'gateway')).toEqual({
      publish: {
        allow: [
          '$JS.API.STREAM.INFO.P_AUTH',
          '$JS.API.STREAM.CREATE.P_AUTH',
          '$JS.API.CONSUMER.CREATE.P_AUTH.*.p.auth.>',
          '$JS.API.CONSUMER.MSG.NEXT.P_AUTH.*',
          '$JS.API.CONSUMER.INFO.P_AUTH.*',
          '$JS.API.CONSUMER.DELETE.P_AUTH.*',
          'p.rpc.auth.session.resolve',
          'p.rpc.auth.session.create',
        ],
        // The durable consumers maps and billing own on the auth stream are not the gateway's to touch.
        deny: [
          '$JS.API.CONSUMER.CREATE.P_AUTH.maps-session-ends.>',
          '$JS.API.CONSUMER.MSG.NEXT.P_AUTH.maps-session-ends',
          '$JS.API.CONSUMER.INFO.P_AUTH.maps-session-ends',
          '$JS.API.CONSUMER.DELETE.P_AUTH.maps-session-ends',
          '$JS.API.CONSUMER.CREATE.P_AUTH.maps-session-binds.>',
          '$JS.API.CONSUMER.MSG.NEXT.P_AUTH.maps-session-binds',
          '$JS.API.CONSUMER.INFO.P_AUTH.maps-session-binds',
          '$JS.API.CONSUMER.DELETE.P_AUTH.maps-session-binds',
          '$JS.API.CONSUMER.CREATE.P_AUTH.maps-account-deletions.>',
          '$JS.API.CONSUMER.MSG.NEXT.P_AUTH.maps-account-deletions',
          '$JS.API.CONSUMER.INFO.P_AUTH.maps-account-deletions',
          '$JS.API.CONSUMER.DELETE.P_AUTH.maps-account-deletions',
          '$JS.API.CONSUMER.CREATE.P_AUTH.maps-email-claims.>',
          '$JS.API.CONSUMER.MSG.NEXT.P_AUTH.maps-email-claims',
          '$JS.API.CONSUMER.INFO.P_AUTH.maps-email-claims',
          '$JS.API.CONSUMER.DELETE.P_AUTH.maps-email-claims',
          '$JS.API.CONSUMER.CREATE.P_AUTH.billing-account-deletions.>',
          '$JS.API.CONSUMER.MSG.NEXT.P_AUTH.billing-account-deletions',
          '$JS.API.CONSUMER.INFO.P_AUTH.billing-account-deletions',
          '$JS.API.CONSUMER.DELETE.P_AUTH.billing-account-deletions',
        ],
      },
      subscribe: { allow: ['_INBOX.p.gateway.>'] },
    });
  });

  it('lets only a service that answers rpc publish replies, and subscribe to its own rpc subjects', () => {
    expect(natsPermissions('', 'maps')).toMatchObject({
      subscribe: { allow: ['_INBOX.maps.>', 'rpc.maps.access.check', 'rpc.maps.changes.since'] },
      allow_responses: true,
    });
    expect(natsPermissions('', 'billing').allow_responses).toBeUndefined();
  });
});

describe('inboxPrefix', () => {
  it("puts each service's replies under an inbox of its own, within the events prefix", () => {
    expect(inboxPrefix('', 'auth')).toBe('_INBOX.auth');
    expect(inboxPrefix('abc', 'auth')).toBe('_INBOX.abc.auth');
  });
});
