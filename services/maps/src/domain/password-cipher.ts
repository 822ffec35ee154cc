import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/** Encrypts and checks map passwords (decisions.md: encrypted at rest, shown to the owner). */
export interface PasswordCipher {
  /** `iv.tag.ciphertext`, each base64url; a fresh IV per call. */
  encrypt(password: string): string;
  decrypt(stored: string): string;
  /** Constant-time comparison of a typed password with the stored one. */
  matches(stored: string, typed: string): boolean;
}

/** A cipher whose AES-256 key is the SHA-256 of `secret` (MAP_PASSWORD_KEY): any long secret works. */
export function createPasswordCipher(secret: string): PasswordCipher {
  const key = createHash('sha256').update(secret).digest();
  const decrypt = (stored: string) => {
    const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) throw new Error('malformed encrypted map password');
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  };
  return {
    encrypt(password) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    decrypt,
    matches(stored, typed) {
      // Hashing both sides gives equal lengths, so timingSafeEqual never leaks the password's length.
      const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
      return timingSafeEqual(digest(decrypt(stored)), digest(typed));
    },
  };
}
