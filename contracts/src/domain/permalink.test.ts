import {
  isReservedPermalink,
  mapPagePermalink,
  normalisePermalinkInput,
  validatePermalink,
} from './permalink';

describe('permalink rules', () => {
  it('accepts lowercase letters, digits and inner hyphens up to 50 characters', () => {
    expect(validatePermalink('community-garden-2025')).toBeNull();
    expect(validatePermalink('a'.repeat(50))).toBeNull();
    expect(validatePermalink('7')).toBeNull();
  });

  it('answers the exact message of each broken rule', () => {
    expect(validatePermalink('')).toBe('Permalink is required');
    expect(validatePermalink('My Map')).toBe('Only lowercase letters, numbers, and hyphens are allowed');
    expect(validatePermalink('café')).toBe('Only lowercase letters, numbers, and hyphens are allowed');
    expect(validatePermalink('a'.repeat(51))).toBe('Permalink must be 50 characters or less');
    expect(validatePermalink('-map')).toBe('Permalink cannot start or end with a hyphen');
    expect(validatePermalink('map-')).toBe('Permalink cannot start or end with a hyphen');
  });

  it('reserves permalinks that collide with routes and API paths, but not the demo map', () => {
    for (const reserved of ['user', 'new', 'create', 'edit', 'embed', 'api']) {
      expect(validatePermalink(reserved)).toBe('This permalink is reserved. Please choose a different one.');
    }
    expect(isReservedPermalink('dashboard')).toBe(true);
    expect(isReservedPermalink('USER')).toBe(true);
    expect(isReservedPermalink('test')).toBe(false);
    expect(validatePermalink('test')).toBeNull();
  });

  it('lowercases what is typed', () => {
    expect(normalisePermalinkInput('My-Map')).toBe('my-map');
  });
});

describe('mapPagePermalink', () => {
  it('reads the permalink of /map/{permalink}, decoded, with or without a trailing slash', () => {
    expect(mapPagePermalink('/map/garden')).toBe('garden');
    expect(mapPagePermalink('/map/garden/')).toBe('garden');
    expect(mapPagePermalink('/map/caf%C3%A9')).toBe('café');
  });

  it('answers null on any other route, and on one that does not decode', () => {
    for (const path of ['/', '/map', '/map/', '/map/garden/edit', '/embed/garden', '/map/%E0%A4%A'])
      expect(mapPagePermalink(path)).toBeNull();
  });
});
