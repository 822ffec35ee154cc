import type { z } from 'zod';
import { isContractMessage } from '../messages';
import {
  createMapBodySchema,
  geocodeQuerySchema,
  locationBodySchema,
  reviewDecisionBodySchema,
  updateMapBodySchema,
  verifyPasswordBodySchema,
} from './maps';
import { firstMessage } from './test-helpers';

describe('map request bodies', () => {
  it('fills the defaults of a minimal new map and drops empty custom field names', () => {
    expect(
      createMapBodySchema.parse({ name: ' Garden ', permalink: 'garden', customFields: ['', ' Phone '] }),
    ).toEqual({
      name: 'Garden',
      description: null,
      permalink: 'garden',
      customFields: ['Phone'],
      password: null,
      passwordProtected: false,
      logoUrl: null,
      whoCanAdd: 'anyone',
      reviewNewLocations: false,
    });
  });

  it('takes "Review new locations before they appear" as a boolean, off unless asked (issue 24)', () => {
    const base = { name: 'Garden', permalink: 'garden' };
    expect(createMapBodySchema.parse({ ...base, reviewNewLocations: true }).reviewNewLocations).toBe(true);
    expect(firstMessage(createMapBodySchema, { ...base, reviewNewLocations: 'yes' })).toBe('Invalid request');
    expect(updateMapBodySchema.parse({ name: 'Garden' }).reviewNewLocations).toBeUndefined();
  });

  it('takes a review decision as the ids shown, at least one', () => {
    expect(reviewDecisionBodySchema.parse({ ids: ['location:1', 'edit:2:3'] })).toEqual({
      ids: ['location:1', 'edit:2:3'],
    });
    expect(firstMessage(reviewDecisionBodySchema, { ids: [] })).toBe('Invalid request');
    expect(firstMessage(reviewDecisionBodySchema, { ids: ['x'.repeat(41)] })).toBe('Invalid request');
  });

  it('takes who may add from the three choices only (issue 24)', () => {
    const base = { name: 'Garden', permalink: 'garden' };
    expect(createMapBodySchema.parse({ ...base, whoCanAdd: 'owner' }).whoCanAdd).toBe('owner');
    expect(firstMessage(createMapBodySchema, { ...base, whoCanAdd: 'everyone' })).toBe('Invalid request');
    expect(updateMapBodySchema.parse({ name: 'Garden' }).whoCanAdd).toBeUndefined();
    expect(updateMapBodySchema.parse({ name: 'Garden', whoCanAdd: 'signed-in' }).whoCanAdd).toBe('signed-in');
  });

  it('answers the spec messages for a bad name or permalink', () => {
    expect(firstMessage(createMapBodySchema, { permalink: 'garden' })).toBe('Name is required');
    expect(firstMessage(createMapBodySchema, { name: 'Garden' })).toBe('Permalink is required');
    expect(firstMessage(createMapBodySchema, { name: 'Garden', permalink: 'My Garden' })).toBe(
      'Only lowercase letters, numbers, and hyphens are allowed',
    );
    expect(firstMessage(createMapBodySchema, { name: 'Garden', permalink: 'garden-' })).toBe(
      'Permalink cannot start or end with a hyphen',
    );
    expect(firstMessage(createMapBodySchema, { name: 'x'.repeat(101), permalink: 'garden' })).toBe(
      'Name must be 100 characters or less',
    );
  });

  it('needs a password to turn protection on, and clashing field names are refused', () => {
    expect(
      firstMessage(createMapBodySchema, { name: 'G', permalink: 'g', passwordProtected: true, password: '' }),
    ).toBe('Password is required');
    expect(
      firstMessage(createMapBodySchema, { name: 'G', permalink: 'g', customFields: ['Phone', 'phone'] }),
    ).toBe('Custom field names must be different from each other');
  });

  it('refuses a map password shorter than 6 characters on create and edit, and keeps an empty one on edit', () => {
    const protectedMap = { name: 'G', permalink: 'g', passwordProtected: true };
    expect(firstMessage(createMapBodySchema, { ...protectedMap, password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(createMapBodySchema.parse({ ...protectedMap, password: ' 2345 ' }).password).toBe(' 2345 ');
    expect(firstMessage(updateMapBodySchema, { name: 'G', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(updateMapBodySchema.parse({ name: 'G', password: '123456' }).password).toBe('123456');
    expect(
      updateMapBodySchema.parse({ name: 'G', passwordProtected: true, password: '' }).password,
    ).toBeNull();
    expect(firstMessage(updateMapBodySchema, { name: 'G', password: 'x'.repeat(129) })).toBe(
      'Password must be 128 characters or less',
    );
  });

  it('accepts only logos this product stored', () => {
    const base = { name: 'G', permalink: 'g' };
    expect(createMapBodySchema.parse({ ...base, logoUrl: '/api/logos/abc123.png' }).logoUrl).toBe(
      '/api/logos/abc123.png',
    );
    expect(firstMessage(createMapBodySchema, { ...base, logoUrl: 'https://tracker.example/pixel.gif' })).toBe(
      'Invalid request',
    );
  });

  it('leaves absent fields of an edit absent, so they stay as stored', () => {
    expect(updateMapBodySchema.parse({ name: 'Garden' })).toEqual({ name: 'Garden' });
    expect(updateMapBodySchema.parse({ name: 'Garden', password: '', description: '' })).toEqual({
      name: 'Garden',
      password: null,
      description: null,
    });
  });
});

describe('location request bodies', () => {
  const valid = { name: ' Library ', address: ' Broad Street ', latitude: '51.754', longitude: -1.254 };

  it('trims text, turns coordinates into numbers and fills region, country and custom data', () => {
    expect(locationBodySchema.parse({ ...valid, customData: { Phone: ' 0123 ' } })).toEqual({
      name: 'Library',
      address: 'Broad Street',
      latitude: 51.754,
      longitude: -1.254,
      region: '',
      country: '',
      customData: { Phone: '0123' },
    });
  });

  it('answers "Invalid address" for coordinates that cannot be a place', () => {
    expect(firstMessage(locationBodySchema, { ...valid, latitude: '91' })).toBe('Invalid address');
    expect(firstMessage(locationBodySchema, { ...valid, longitude: 'east' })).toBe('Invalid address');
    expect(firstMessage(locationBodySchema, { ...valid, latitude: undefined })).toBe('Invalid address');
  });

  it('requires a name and an address', () => {
    expect(firstMessage(locationBodySchema, { ...valid, name: ' ' })).toBe('Name is required');
    expect(firstMessage(locationBodySchema, { ...valid, address: undefined })).toBe('Address is required');
  });

  it('requires a password to verify and an address to geocode', () => {
    expect(firstMessage(verifyPasswordBodySchema, { password: '' })).toBe('Password is required');
    // An attempt is never held to the setting rule: a short one is simply a wrong password.
    expect(verifyPasswordBodySchema.parse({ password: 'abc' })).toEqual({ password: 'abc' });
    expect(firstMessage(geocodeQuerySchema, { q: ' ' })).toBe('Address is required');
    expect(geocodeQuerySchema.parse({ q: ' Oxford ' })).toEqual({ q: 'Oxford' });
  });
});

describe('request schema wording', () => {
  it('answers only contract messages, never zod wording, for malformed bodies', () => {
    const malformed: Array<[z.ZodType, unknown]> = [
      [createMapBodySchema, null],
      [createMapBodySchema, { name: 5, permalink: [], customFields: 'x', passwordProtected: 'yes' }],
      [createMapBodySchema, { name: 'G', permalink: 'g', customFields: [1], description: 3, logoUrl: 7 }],
      [updateMapBodySchema, { name: 'G', passwordProtected: 1, password: 12 }],
      [locationBodySchema, { name: 'L', address: 'A', latitude: {}, longitude: true, customData: { a: 1 } }],
      [locationBodySchema, { name: 'L', address: 'A', latitude: 1, longitude: 1, region: 4, customData: [] }],
      [verifyPasswordBodySchema, { password: 123 }],
      [geocodeQuerySchema, {}],
    ];
    for (const [schema, body] of malformed) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? [])
        expect([issue.message, isContractMessage(issue.message)]).toEqual([issue.message, true]);
    }
  });
});
