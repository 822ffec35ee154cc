import { contributorPseudonym, pseudonymKeyFrom } from './contributor-pseudonym';

const key = pseudonymKeyFrom('a server secret of at least thirty-two characters');

describe('contributorPseudonym', () => {
  it('is six characters of Crockford base32', () => {
    expect(contributorPseudonym(key, 1, 1)).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('is stable for one identity on one map', () => {
    expect(contributorPseudonym(key, 7, 42)).toBe(contributorPseudonym(key, 7, 42));
  });

  it('tells identities and maps apart', () => {
    const names = new Set<string>();
    for (let map = 1; map <= 20; map += 1) {
      for (let id = 1; id <= 50; id += 1) names.add(contributorPseudonym(key, map, id));
    }
    // 1,000 pseudonyms in a space of 2^30: a collision here would mean the map or id is ignored.
    expect(names.size).toBe(1000);
  });

  it('depends on the server secret', () => {
    const other = pseudonymKeyFrom('another server secret of thirty-two characters');
    expect(contributorPseudonym(other, 7, 42)).not.toBe(contributorPseudonym(key, 7, 42));
  });

  it('derives a 32-byte key that is not the secret itself', () => {
    const secret = 'a server secret of at least thirty-two characters';
    expect(pseudonymKeyFrom(secret)).toHaveLength(32);
    expect(pseudonymKeyFrom(secret).toString('utf8')).not.toContain(secret.slice(0, 16));
  });
});
