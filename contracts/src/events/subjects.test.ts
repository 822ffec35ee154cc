import { eventSubject, streamName, streamSubjects, typeFromSubject } from './subjects';

describe('event subjects and streams', () => {
  it('uses the bare subject and stream names without a prefix', () => {
    expect(eventSubject('', 'maps.location.created.v1')).toBe('maps.location.created.v1');
    expect(streamName('', 'maps')).toBe('MAPS');
    expect(streamSubjects('', 'billing')).toEqual(['billing.>']);
  });

  it('puts the prefix in front of subjects and upper-cases it in stream names', () => {
    expect(eventSubject('abc', 'maps.location.created.v1')).toBe('abc.maps.location.created.v1');
    expect(streamName('abc', 'maps')).toBe('ABC_MAPS');
    expect(streamName('run-7', 'auth')).toBe('RUN-7_AUTH');
    expect(streamSubjects('abc', 'maps')).toEqual(['abc.maps.>']);
  });

  it('reads the event type back from a subject under the same prefix', () => {
    expect(typeFromSubject('abc', 'abc.billing.plan.changed.v1')).toBe('billing.plan.changed.v1');
    expect(typeFromSubject('', 'auth.session.ended.v1')).toBe('auth.session.ended.v1');
  });

  it('answers null for subjects of another prefix or unknown types', () => {
    expect(typeFromSubject('abc', 'maps.location.created.v1')).toBeNull();
    expect(typeFromSubject('abc', 'xyz.maps.location.created.v1')).toBeNull();
    expect(typeFromSubject('', 'maps.location.exploded.v1')).toBeNull();
  });

  it('refuses a prefix that would break subjects or stream names', () => {
    expect(() => eventSubject('a.b', 'maps.map.created.v1')).toThrow(/EVENTS_PREFIX/);
    expect(() => streamName('a b', 'maps')).toThrow(/EVENTS_PREFIX/);
    expect(() => streamSubjects('a>', 'maps')).toThrow(/EVENTS_PREFIX/);
  });
});
