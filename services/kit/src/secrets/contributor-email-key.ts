import { createHmac } from 'node:crypto';

/**
 * The keyed hash of an e-mail address (issue 26): HMAC-SHA-256 under CONTRIBUTOR_EMAIL_KEY of the
 * address trimmed and lower-cased, in base64url (43 characters). Maps keeps it per contributor
 * identity; auth publishes it when an account verifies an address; both hold the same key, so the
 * two compare equal without the address ever travelling. A plain hash would not do: anyone holding
 * a list of addresses could hash them all and read the stored ones back.
 */
export function contributorEmailKey(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`contributor-email:${normaliseEmailAddress(address)}`)
    .digest('base64url');
}

/** How two typings of one address compare: surrounding spaces and letter case do not count. */
export function normaliseEmailAddress(address: string): string {
  return address.trim().toLowerCase();
}
