import { geocoderUserAgent } from './create-geocoder';

describe('geocoderUserAgent', () => {
  it('names Groupmap and the configured contact', () => {
    expect(geocoderUserAgent({ GEOCODER_USER_AGENT: '', GEOCODER_CONTACT: 'maps@example.org' })).toBe(
      'Groupmap (maps@example.org)',
    );
  });

  it('names Groupmap alone without a contact, and takes a configured User-Agent as it is', () => {
    expect(geocoderUserAgent({ GEOCODER_USER_AGENT: '', GEOCODER_CONTACT: '' })).toBe('Groupmap');
    expect(geocoderUserAgent({ GEOCODER_USER_AGENT: 'Ours/2.0', GEOCODER_CONTACT: 'x@example.org' })).toBe(
      'Ours/2.0',
    );
  });
});
