import ipaddr from 'ipaddr.js';

/** IPv6 clients are limited by their /64: one subscriber line or LAN usually holds a whole /64. */
const IPV6_PREFIX_LENGTH = 64;

/**
 * The rate-limit key of a client IP (architecture.md, Client IP): an IPv4 address as it is, an
 * IPv6 address as its /64 network (`2001:db8:1:2::/64`), so one client cannot walk through the
 * 2^64 addresses its router hands it to get fresh counters. The address is normalised first:
 * an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) counts as its IPv4 address, compressed and
 * expanded or upper-case spellings of one IPv6 address give one key, and a zone id (`%eth0`) is
 * dropped. A value that is no IP at all (the gateway never sends one) is keyed by its trimmed,
 * lower-cased text, so it is still limited rather than let through.
 */
export function ipRateLimitKey(ip: string): string {
  const text = ip.trim();
  if (!ipaddr.isValid(text)) return text.toLowerCase();
  // process() turns IPv4-mapped IPv6 addresses into IPv4 ones.
  const address = ipaddr.process(text);
  if (address.kind() === 'ipv4') return address.toString();
  const withoutZone = address.toString().split('%')[0];
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${withoutZone}/${IPV6_PREFIX_LENGTH}`);
  return `${network.toString()}/${IPV6_PREFIX_LENGTH}`;
}
