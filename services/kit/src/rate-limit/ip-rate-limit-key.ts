import ipaddr from 'ipaddr.js';

/** IPv6 clients are limited by their /64: one subscriber line or LAN usually holds a whole /64. */
const IPV6_PREFIX_LENGTH = 64;

/**
 * The network a client IP belongs to, as `<network address>/<prefix length>`, for prefixes of
 * `ipv4Bits` and `ipv6Bits`. The address is normalised first: an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`) counts as its IPv4 address, compressed and expanded or upper-case spellings of
 * one IPv6 address give one network, and a zone id (`%eth0`) is dropped. A value that is no IP at
 * all (the gateway never sends one) is its trimmed, lower-cased text.
 */
export function ipNetworkKey(ip: string, { ipv4Bits, ipv6Bits }: { ipv4Bits: number; ipv6Bits: number }) {
  const text = ip.trim();
  if (!ipaddr.isValid(text)) return text.toLowerCase();
  // process() turns IPv4-mapped IPv6 addresses into IPv4 ones.
  const address = ipaddr.process(text);
  if (address.kind() === 'ipv4') {
    if (ipv4Bits === 32) return address.toString();
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${ipv4Bits}`).toString()}/${ipv4Bits}`;
  }
  const withoutZone = address.toString().split('%')[0];
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${withoutZone}/${ipv6Bits}`).toString()}/${ipv6Bits}`;
}

/**
 * The rate-limit key of a client IP (architecture.md, Client IP): an IPv4 address as it is, an
 * IPv6 address as its /64 network (`2001:db8:1:2::/64`), so one client cannot walk through the
 * 2^64 addresses its router hands it to get fresh counters (normalised as ipNetworkKey says). A value
 * that is no IP at all is keyed by its text, so it is still limited rather than let through.
 */
export function ipRateLimitKey(ip: string): string {
  return ipNetworkKey(ip, { ipv4Bits: 32, ipv6Bits: IPV6_PREFIX_LENGTH });
}
