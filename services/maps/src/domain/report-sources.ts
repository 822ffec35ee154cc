import { ipNetworkKey } from '@groupmap/svc-kit';
import { createHmac } from 'node:crypto';

/**
 * The network a report comes from, for the three-distinct-sources rule (issue 25): its IPv4 /24 or
 * IPv6 /48, so one household, office or phone carrier block counts once however many addresses it
 * has. Kept as an HMAC under the service's pseudonym key: what is stored cannot be read back into an
 * address, and two reports from one network still compare equal.
 */
export function reportNetworkHash(key: Buffer, ip: string): string {
  const network = ipNetworkKey(ip, { ipv4Bits: 24, ipv6Bits: 48 });
  return createHmac('sha256', key).update(`report-network:${network}`).digest('base64url').slice(0, 32);
}
