import argon2 from 'argon2';
import { createPasswordHasher } from './password-hasher';

describe('createPasswordHasher', () => {
  const hasher = createPasswordHasher({ concurrency: 2 });

  it('hashes with argon2id at OWASP parameters and verifies only the right password', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(hasher.verify(hash, 'correct horse')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'correct horsE')).resolves.toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('answers false for an unknown user after doing the work of a real verification', async () => {
    await expect(hasher.verifyNothing('anything')).resolves.toBe(false);
  });

  it('asks to rehash a hash made with weaker parameters', () => {
    const weak = '$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHQ$ZmFrZWhhc2hmYWtlaGFzaA';
    expect(hasher.needsRehash(weak)).toBe(true);
  });

  it('runs no more argon2 calls at once than its concurrency', async () => {
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(argon2, 'hash').mockImplementation(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return 'hashed';
    });
    try {
      const limited = createPasswordHasher({ concurrency: 2 });
      await Promise.all(Array.from({ length: 6 }, (_, index) => limited.hash(`password ${index}`)));
      expect(spy).toHaveBeenCalledTimes(6);
      expect(most).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
