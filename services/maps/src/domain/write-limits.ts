import { ipRateLimitKey } from '@groupmap/svc-kit';
import type { MapsRateLimiters } from '../rate-limits';

/**
 * Counts a location write against the write limits: every write but an owner's on their own map
 * counts per session and per IP, signed in or not (issue 21). 429 "Too many attempts" past either.
 */
export async function countLocationWrite(
  limits: Pick<MapsRateLimiters, 'locationWriteSession' | 'locationWriteIp'>,
  writer: { sessionId: string; ip: string },
  isOwner: boolean,
): Promise<void> {
  if (isOwner) return;
  await limits.locationWriteSession.consume(writer.sessionId);
  await limits.locationWriteIp.consume(ipRateLimitKey(writer.ip));
}
