import { consumerFilterSubject } from './consumer-filter';

describe('consumerFilterSubject', () => {
  it("filters by the event's own subject when one type is consumed", () => {
    expect(consumerFilterSubject('run1', 'billing', ['billing.plan.changed.v1'])).toBe(
      'run1.billing.plan.changed.v1',
    );
  });

  it('filters by the whole stream when several types are consumed', () => {
    expect(consumerFilterSubject('', 'maps', ['maps.location.created.v1', 'maps.map.deleted.v1'])).toBe(
      'maps.>',
    );
  });

  it('refuses a type that is published into another stream', () => {
    expect(() => consumerFilterSubject('', 'maps', ['auth.session.ended.v1'])).toThrow(
      'auth.session.ended.v1 not published into the maps stream',
    );
  });
});
