import { ConnectionCaps } from './connection-caps';

describe('ConnectionCaps', () => {
  it('caps the sockets of one session, and frees a place when one is released', () => {
    const caps = new ConnectionCaps({
      sessionSocketLimit: 2,
      ipSocketLimit: 100,
      cookielessIpSocketLimit: 100,
    });
    const tab = { sessionId: 's1', ip: '203.0.113.5' };
    const first = caps.reserve(tab);
    expect(caps.reserve(tab)).not.toBeNull();
    expect(caps.reserve(tab)).toBeNull();
    expect(caps.reserve({ sessionId: 's2', ip: '203.0.113.5' })).not.toBeNull();
    first!();
    first!(); // releasing twice frees one place only
    expect(caps.reserve(tab)).not.toBeNull();
    expect(caps.reserve(tab)).toBeNull();
  });

  it('caps one IP across sessions, an IPv6 client by its /64, sockets without a session included', () => {
    const caps = new ConnectionCaps({
      sessionSocketLimit: 10,
      ipSocketLimit: 2,
      cookielessIpSocketLimit: 100,
    });
    expect(caps.reserve({ sessionId: 'a', ip: '2001:db8:1:2::1' })).not.toBeNull();
    expect(caps.reserve({ sessionId: null, ip: '2001:db8:1:2::ffff' })).not.toBeNull();
    expect(caps.reserve({ sessionId: 'c', ip: '2001:db8:1:2:aaaa::1' })).toBeNull();
    // Another /64 is another client.
    expect(caps.reserve({ sessionId: 'c', ip: '2001:db8:1:3::1' })).not.toBeNull();
  });

  it('caps sockets without a session per IP more tightly, apart from those with one (issue 21)', () => {
    const caps = new ConnectionCaps({
      sessionSocketLimit: 10,
      ipSocketLimit: 100,
      cookielessIpSocketLimit: 2,
    });
    const ip = '203.0.113.9';
    const first = caps.reserve({ sessionId: null, ip });
    expect(caps.reserve({ sessionId: null, ip })).not.toBeNull();
    expect(caps.reserve({ sessionId: null, ip })).toBeNull();
    // Visitors with a session behind that IP still join, and other IPs are not concerned.
    expect(caps.reserve({ sessionId: 's1', ip })).not.toBeNull();
    expect(caps.reserve({ sessionId: null, ip: '203.0.113.10' })).not.toBeNull();
    first!();
    expect(caps.reserve({ sessionId: null, ip })).not.toBeNull();
  });
});
