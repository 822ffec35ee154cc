import { createHmac, hkdfSync } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a pseudonym read aloud or copied is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

/**
 * The key pseudonyms are made with, derived from the maps service's secret (MAP_PASSWORD_KEY) by
 * HKDF under its own label: one secret to keep, and neither use can learn the other's key.
 */
export function pseudonymKeyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'groupmap', 'contributor pseudonyms v1', 32));
}

/**
 * A contributor identity's short pseudonym (issue 24: "Visitor" plus it in the owner's review panel):
 * an HMAC of the map and the identity's id, so it is stable on that map, tells nothing of the id or
 * the session, and cannot be made without the server's secret. Six base32 characters (30 bits).
 */
export function contributorPseudonym(key: Buffer, mapId: number, contributorId: number): string {
  const digest = createHmac('sha256', key).update(`${mapId}:${contributorId}`).digest();
  const bits = digest.readUInt32BE(0);
  let text = '';
  for (let index = 0; index < LENGTH; index += 1) text += ALPHABET[(bits >>> (27 - 5 * index)) & 31];
  return text;
}
