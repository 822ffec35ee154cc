import { describeDuration } from './describe-duration';

describe('describeDuration', () => {
  it.each([
    [3600, '1 hour'],
    [2 * 3600, '2 hours'],
    [24 * 3600, '24 hours'],
    [48 * 3600, '48 hours'],
    [7 * 24 * 3600, '7 days'],
    [1800, '30 minutes'],
    [60, '1 minute'],
    [90, '2 minutes'],
    [5, '1 minute'],
  ])('says %i seconds as "%s"', (seconds, words) => {
    expect(describeDuration(seconds)).toBe(words);
  });
});
