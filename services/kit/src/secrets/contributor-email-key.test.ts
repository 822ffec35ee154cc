import { createHash } from 'node:crypto';
import { contributorEmailKey } from './contributor-email-key';

const SECRET = 'contributor-email-test-key-0123456789abcdef';

describe('contributorEmailKey', () => {
  it('is the same for one address however it is typed', () => {
    expect(contributorEmailKey(SECRET, ' Ada@Example.org ')).toBe(
      contributorEmailKey(SECRET, 'ada@example.org'),
    );
    expect(contributorEmailKey(SECRET, 'ada@example.org')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differs between addresses and between keys', () => {
    expect(contributorEmailKey(SECRET, 'ada@example.org')).not.toBe(
      contributorEmailKey(SECRET, 'bob@example.org'),
    );
    expect(contributorEmailKey(SECRET, 'ada@example.org')).not.toBe(
      contributorEmailKey(`${SECRET}x`, 'ada@example.org'),
    );
  });

  it('is not a plain hash of the address that a dictionary could reverse', () => {
    const plain = createHash('sha256').update('ada@example.org').digest('base64url');
    expect(contributorEmailKey(SECRET, 'ada@example.org')).not.toBe(plain);
  });
});
