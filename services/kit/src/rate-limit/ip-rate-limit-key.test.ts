import { ipNetworkKey, ipRateLimitKey } from './ip-rate-limit-key';

describe('ipRateLimitKey', () => {
  it('keys an IPv4 address as it is', () => {
    expect(ipRateLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives different IPv4 addresses different keys', () => {
    expect(ipRateLimitKey('203.0.113.7')).not.toBe(ipRateLimitKey('203.0.113.8'));
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(ipRateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipRateLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64 network', () => {
    expect(ipRateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  });

  it('gives every address of one /64 the same key', () => {
    expect(ipRateLimitKey('2001:db8:1:2::1')).toBe(ipRateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
  });

  it('gives neighbouring /64 networks different keys', () => {
    expect(ipRateLimitKey('2001:db8:1:2::1')).not.toBe(ipRateLimitKey('2001:db8:1:3::1'));
  });

  it('gives expanded, compressed and upper-case spellings of one address the same key', () => {
    const key = ipRateLimitKey('2001:db8::1');
    expect(ipRateLimitKey('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe(key);
    expect(ipRateLimitKey('2001:DB8:0:0::1')).toBe(key);
    expect(key).toBe('2001:db8::/64');
  });

  it('drops the zone id of a link-local address', () => {
    expect(ipRateLimitKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('ignores surrounding whitespace', () => {
    expect(ipRateLimitKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('keys a value that is no IP by its lower-cased text, so it is still limited', () => {
    expect(ipRateLimitKey('Unknown')).toBe('unknown');
  });
});

describe('ipNetworkKey', () => {
  const reportNetwork = (ip: string) => ipNetworkKey(ip, { ipv4Bits: 24, ipv6Bits: 48 });

  it('names the /24 of an IPv4 address and the /48 of an IPv6 one, however they are spelled', () => {
    expect(reportNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(reportNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(reportNetwork('2001:DB8:1:2::5')).toBe('2001:db8:1::/48');
    expect(reportNetwork('2001:db8:0001:ffff:0:0:0:1%eth0')).toBe('2001:db8:1::/48');
    expect(reportNetwork('203.0.114.1')).not.toBe(reportNetwork('203.0.113.1'));
  });
});
