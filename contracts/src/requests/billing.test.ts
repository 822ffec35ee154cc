import { subscribeParamsSchema, subscribeQuerySchema } from './billing';
import { firstMessage } from './test-helpers';

describe('subscribe request', () => {
  it('accepts the three plans and refuses any other', () => {
    expect(subscribeParamsSchema.parse({ plan: 'business' })).toEqual({ plan: 'business' });
    expect(firstMessage(subscribeParamsSchema, { plan: 'gold' })).toBe('Unknown plan');
  });

  it('allows only the yearly interval and trims the discount code', () => {
    expect(subscribeQuerySchema.parse({ interval: 'year', discountCode: ' SPRING25 ' })).toEqual({
      interval: 'year',
      discountCode: 'SPRING25',
    });
    expect(subscribeQuerySchema.parse({ interval: 'year', discountCode: '  ' })).toEqual({
      interval: 'year',
    });
    expect(firstMessage(subscribeQuerySchema, { interval: 'month' })).toBe(
      'Only yearly subscriptions are available',
    );
  });
});
