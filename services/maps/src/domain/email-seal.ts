import { hkdfSync } from 'node:crypto';
import { createPasswordCipher } from './password-cipher';

/** Seals and opens the addresses contributors give for edit links (issue 26). */
export interface EmailSeal {
  seal(address: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM under a key derived from the maps service's secret (MAP_PASSWORD_KEY) by HKDF with
 * its own label, as pseudonyms' key is: one secret to keep, and no use learns another's key. Only
 * maps opens a sealed address, to hand it to auth's mail job.
 */
export function createEmailSeal(serverSecret: string): EmailSeal {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'groupmap', 'contributor email seal v1', 32));
  const cipher = createPasswordCipher(key.toString('hex'));
  return { seal: (address) => cipher.encrypt(address), open: (sealed) => cipher.decrypt(sealed) };
}
