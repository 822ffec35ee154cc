import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 lane. Stored hashes carry their parameters, so raising these later still verifies
 * old hashes, and {@link PasswordHasher.needsRehash} upgrades them at the next login.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification and returns false: login calls it for an unknown
   * username, so a wrong username and a wrong password take about as long.
   */
  verifyNothing(password: string): Promise<false>;
  /** True when `hash` was made with weaker parameters than today's. */
  needsRehash(hash: string): boolean;
}

export interface PasswordHasherOptions {
  /** Hashes and verifications running at once; the rest wait their turn (memory stays bounded). */
  concurrency: number;
}

/**
 * The service's one hasher. Every argon2 call goes through one queue of `concurrency` slots, so a
 * burst of logins costs at most `concurrency` x 19 MiB and leaves libuv threads for other work.
 */
export function createPasswordHasher({ concurrency }: PasswordHasherOptions): PasswordHasher {
  const limit = pLimit(concurrency);
  const hash = (password: string) => limit(() => argon2.hash(password, ARGON2_OPTIONS));
  const verify = (stored: string, password: string) => limit(() => argon2.verify(stored, password));

  // Made once, on first use, with today's parameters: verifying against it costs what a real one does.
  let dummyHash: Promise<string> | undefined;

  return {
    hash,
    verify,
    async verifyNothing(password) {
      dummyHash ??= hash(randomBytes(32).toString('base64url'));
      await verify(await dummyHash, password);
      return false;
    },
    needsRehash: (stored) => argon2.needsRehash(stored, ARGON2_OPTIONS),
  };
}
